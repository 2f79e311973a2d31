// The pieces every console action shares: a form posting one intent (and film) to the order's own
// route, so it works without JavaScript; the confirmation an action that costs money or loses work
// asks for (a required checkbox, checked again on the server); and the buttons' look.
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { buttonStyles } from "../../../components/ui/button-link.tsx";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import type { ConsoleIntent } from "./console-action-result.ts";
import { consoleOrderPath } from "../console-links.ts";

const buttonBase =
  "inline-flex min-h-11 items-center gap-2 rounded-full px-5 py-2 font-bold disabled:opacity-60";

export function ActionForm({
  reference,
  intent,
  film,
  children,
  className,
}: {
  reference: string;
  intent: ConsoleIntent;
  film?: number;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Form method="post" action={consoleOrderPath(reference)} preventScrollReset className={className}>
      <input type="hidden" name="intent" value={intent} />
      {film !== undefined && <input type="hidden" name="film" value={film} />}
      {children}
    </Form>
  );
}

export function ActionButton({
  variant = "secondary",
  children,
}: {
  variant?: keyof typeof buttonStyles;
  children: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <button type="submit" disabled={busy} className={`${buttonBase} ${buttonStyles[variant]}`}>
      {children}
    </button>
  );
}

/** What the action will do, and the box that must be ticked before it does it. */
export function Confirmation({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useLanguage();
  return (
    <div className="space-y-2">
      <p id={`${id}-what`} className="text-sm text-snow-200">
        {children}
      </p>
      <label className="flex items-center gap-2 font-semibold">
        <input
          type="checkbox"
          name="confirm"
          value="yes"
          required
          aria-describedby={`${id}-what`}
          className="size-5 accent-berry-600"
        />
        {t("console.actions.confirm")}
      </label>
    </div>
  );
}
