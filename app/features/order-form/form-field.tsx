// One labelled field of the order form: label, required mark, hint, the control, and its error,
// wired together with ids so screen readers read the hint and the error with the field.
import type { ReactNode } from "react";
import { counterId, errorId, fieldId, hintId } from "./field-ids.ts";

export interface ControlProps {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export const controlClass =
  "mt-1 block w-full rounded-lg border border-snow-300/60 bg-night-950 px-3 py-2 text-snow-50 aria-invalid:border-red-300";

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-1 text-gold-300">
      *
    </span>
  );
}

export function FieldError({ path, message }: { path: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorId(path)} className="mt-1 text-sm font-semibold text-red-300">
      {message}
    </p>
  );
}

/** The ids a control points to: its hint, its count of characters left and, when there is one, its error. */
export function describedBy(
  path: string,
  hasHint: boolean,
  hasError: boolean,
  hasCounter = false,
): string | undefined {
  return (
    [hasHint && hintId(path), hasCounter && counterId(path), hasError && errorId(path)]
      .filter(Boolean)
      .join(" ") || undefined
  );
}

export function Field({
  path,
  label,
  required = false,
  optionalLabel,
  hint,
  error,
  counter,
  className = "",
  children,
}: {
  path: string;
  label: string;
  required?: boolean;
  /** Shown after the label of a field that may stay empty. */
  optionalLabel?: string;
  hint?: string;
  error?: string;
  /** Under a long text: how many characters it may still hold ("120 characters left"). */
  counter?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={fieldId(path)} className="block font-semibold">
        {label}
        {required && <RequiredMark />}
        {optionalLabel && <span className="ml-1 font-normal text-snow-300">{optionalLabel}</span>}
      </label>
      {hint && (
        <p id={hintId(path)} className="text-sm text-snow-300">
          {hint}
        </p>
      )}
      {children({
        id: fieldId(path),
        name: path,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(path, Boolean(hint), Boolean(error), Boolean(counter)),
      })}
      {counter && (
        <p id={counterId(path)} className="mt-1 text-right text-sm text-snow-300">
          {counter}
        </p>
      )}
      <FieldError path={path} message={error} />
    </div>
  );
}
