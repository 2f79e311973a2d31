// One labelled field of the account's forms (profile, child profiles, order corrections): label, hint, control and error, tied together by
// ids so a screen reader reads the hint and the error with the field.
import type { ReactNode } from "react";

export const profileInputClass =
  "mt-1 block w-full rounded-lg border border-snow-300/60 bg-night-950 px-3 py-2 text-snow-50 aria-invalid:border-red-300";

export interface ProfileControl {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export function ProfileField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: (control: ProfileControl) => ReactNode;
}) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-snow-300">
          {hint}
        </p>
      )}
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": described || undefined })}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
