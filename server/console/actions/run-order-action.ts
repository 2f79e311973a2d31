// The operator's actions on an order, by name: each checked by the rules of
// domain/console-actions.ts under the order's lock and done in one transaction naming the
// operator (change-order.ts); a child's correction goes the customer's way
// (orders/film-correction.ts) and the refund through the payment provider.
import type { Correction } from "#domain/customer-order.ts";
import type { OperatorActor } from "#domain/order-events.ts";
import type { Db } from "../../db/client.ts";
import type { RenderJobs } from "../../films/production.ts";
import type { PaymentProvider } from "../../payments/payment-provider.ts";
import { refundOrder, resumeRefund, type RefundOutcome } from "../../payments/refunds.ts";
import { correctFilm, type FilmCorrection } from "../../orders/film-correction.ts";
import {
  addNote,
  cancelUnpaid,
  reissueLink,
  rerenderFilm,
  resendDelivery,
  startProduction,
} from "./change-order.ts";

export interface OrderActionDeps {
  db: Db;
  payments: PaymentProvider;
  renderJobs: RenderJobs;
  publicUrl: string;
  wakeMailer(): void;
}

/** One action as the console asks for it, already checked for shape (and confirmed where it costs). */
export type OrderActionRequest =
  | { intent: "production.start" | "order.cancel" | "refund.retry" | "email.resend"; reference: string }
  | { intent: "note.add"; reference: string; text: string }
  | { intent: "film.rerender" | "film.reissueLink"; reference: string; film: number }
  | { intent: "film.correct"; reference: string; film: number; correction: Correction };

export type OrderActionIntent = OrderActionRequest["intent"];

export type OrderActionAnswer =
  | { outcome: "not_found" | "not_allowed" }
  | { outcome: "started"; films: number }
  | { outcome: "cancelled" | "refunded" | "refund_pending" | "refund_failed" | "note_added" }
  | { outcome: "rerender_queued" | "link_reissued" | "unchanged"; childName: string }
  | { outcome: "corrected"; childName: string; remake: boolean }
  | { outcome: "email_resent"; recipients: number };

function refundAnswer(refund: RefundOutcome): OrderActionAnswer {
  if (refund.outcome === "refunded") return { outcome: refund.pending ? "refund_pending" : "refunded" };
  return { outcome: refund.outcome };
}

/** The answer the console shows: whom the film is of, and whether it is made again. */
function correctionAnswer(correction: Correction, result: FilmCorrection): OrderActionAnswer {
  if (result.outcome === "not_found") return result;
  if (result.outcome === "refused") return { outcome: "not_allowed" };
  const { childName } = correction;
  return result.changed.length === 0
    ? { outcome: "unchanged", childName }
    : { outcome: "corrected", childName, remake: result.remake };
}

/** An unpaid order is cancelled; a paid one, before production, is refunded in full. */
async function cancelOrRefund(deps: OrderActionDeps, by: OperatorActor, reference: string) {
  const cancelled = await cancelUnpaid(deps.db, by, reference);
  if (cancelled.outcome !== "not_allowed") return cancelled;
  return refundAnswer(await refundOrder(deps, by, reference));
}

export async function runOrderAction(
  deps: OrderActionDeps,
  by: OperatorActor,
  request: OrderActionRequest,
): Promise<OrderActionAnswer> {
  const { db, renderJobs } = deps;
  const { reference } = request;
  switch (request.intent) {
    case "production.start":
      return startProduction(db, renderJobs, by, reference);
    case "order.cancel":
      return cancelOrRefund(deps, by, reference);
    case "refund.retry":
      return refundAnswer(await resumeRefund(deps, by, reference));
    case "email.resend": {
      const resent = await resendDelivery(db, deps.publicUrl, by, reference);
      if (resent.outcome === "email_resent") deps.wakeMailer();
      return resent;
    }
    case "note.add":
      return addNote(db, by, reference, request.text);
    case "film.rerender":
      return rerenderFilm(db, renderJobs, by, { reference, position: request.film });
    case "film.correct":
      return correctionAnswer(
        request.correction,
        await correctFilm(
          deps,
          { by },
          { reference, position: request.film, correction: request.correction },
        ),
      );
    case "film.reissueLink":
      return reissueLink(db, by, { reference, position: request.film });
  }
}
