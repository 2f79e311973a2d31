// What came of the operator's last action, said at the top of the actions: successes politely
// (role=status), refusals at once (role=alert). It takes the focus, since the button pressed may be
// gone now that the order moved on.
import type { ReactNode } from "react";
import { NOTE_LENGTH } from "#domain/console-actions.ts";
import type { MessageKey } from "../../../i18n/en.ts";
import { useLanguage, type LanguageValue } from "../../../i18n/language-provider.tsx";
import { pluralKey } from "../../../i18n/translate.ts";
import { useArrivalFocus } from "../../../shared/use-arrival-focus.ts";
import type { ConsoleActionResult } from "./console-action-result.ts";

interface Said {
  text: string;
  alert: boolean;
}

function say({ t, locale }: LanguageValue, result: ConsoleActionResult): Said {
  const ok = (key: MessageKey, values?: Record<string, string | number>) => ({
    text: t(key, values),
    alert: false,
  });
  const fail = (key: MessageKey, values?: Record<string, string | number>) => ({
    text: t(key, values),
    alert: true,
  });
  switch (result.outcome) {
    case "started":
      return ok(pluralKey(locale, "console.actions.result.started", result.films), { count: result.films });
    case "cancelled":
      return ok("console.actions.result.cancelled");
    case "refunded":
      return ok("console.actions.result.refunded");
    case "refund_pending":
      return ok("console.actions.result.refundPending");
    case "refund_failed":
      return fail("console.actions.result.refundFailed");
    case "email_resent":
      return ok(pluralKey(locale, "console.actions.result.emailResent", result.recipients), {
        count: result.recipients,
      });
    case "note_added":
      return ok("console.actions.result.noteAdded");
    case "rerender_queued":
      return ok("console.actions.result.rerender", { name: result.childName });
    case "link_reissued":
      return ok("console.actions.result.linkReissued", { name: result.childName });
    case "corrected":
      return ok(
        result.remake ? "console.actions.result.correctedRemake" : "console.actions.result.corrected",
        { name: result.childName },
      );
    case "unchanged":
      return ok("console.actions.result.unchanged", { name: result.childName });
    case "unconfirmed":
      return fail("console.actions.error.unconfirmed");
    case "invalid_note":
      return fail("console.actions.error.note", { max: NOTE_LENGTH.max });
    case "invalid_correction":
      return fail("console.actions.error.correction");
    case "not_found":
    case "not_allowed":
      return fail("console.actions.error.notAllowed");
  }
}

/** `children`: what the operator may want to do next (resend the e-mail after a new link). */
export function ActionNotice({ result, children }: { result: ConsoleActionResult; children?: ReactNode }) {
  const language = useLanguage();
  const notice = useArrivalFocus<HTMLDivElement>(result);
  const said = say(language, result);
  return (
    <div
      ref={notice}
      tabIndex={-1}
      autoFocus
      role={said.alert ? "alert" : "status"}
      className={`mb-4 space-y-3 rounded-xl p-4 font-semibold ring-1 ${
        said.alert
          ? "bg-berry-900/60 text-white ring-berry-500"
          : "bg-night-800 text-snow-50 ring-gold-300/50"
      }`}
    >
      <p>{said.text}</p>
      {children}
    </div>
  );
}
