// What an operator's action on the order page answers, for the page to say in the operator's
// language: the use-case's outcome, or why the form was not acted on (not confirmed, a note or a
// correction that does not pass its checks, with what was typed).
import type { CorrectionDraft, CorrectionErrors } from "#domain/customer-order.ts";
import type { OrderActionAnswer, OrderActionIntent } from "#server/console/actions/run-order-action.ts";

export type ConsoleIntent = OrderActionIntent;

export type ConsoleActionResult = {
  intent: ConsoleIntent;
  /** The film acted on (1-based), for a film's action. */
  film?: number;
} & (
  | OrderActionAnswer
  /** A costly action posted without its confirmation ticked. */
  | { outcome: "unconfirmed" }
  | { outcome: "invalid_note"; text: string }
  | { outcome: "invalid_correction"; values: CorrectionDraft; errors: CorrectionErrors }
);
