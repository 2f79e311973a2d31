// One history row in the operator's words: who did it (the customer, a named operator, or the
// system: the payment provider, the renderer, the mailer) and a sentence saying what happened,
// with the row's data (amounts, films, fields, the note's text).
import type { OrderEventType } from "#domain/order-events.ts";
import type { MessageKey } from "../../../i18n/en.ts";
import type { LanguageValue } from "../../../i18n/language-provider.tsx";
import { fillPlaceholders, type MessageValues } from "../../../i18n/translate.ts";
import type { ConsoleEvent, ConsoleFilm } from "../console-order.ts";
import type { ConsoleFormats } from "./console-formats.ts";

export type EventActor = { kind: "customer" } | { kind: "operator"; email: string } | { kind: "system" };

/** What the customer does themselves, when the row names nobody. */
const CUSTOMER_EVENTS: ReadonlySet<string> = new Set(["order_created", "checkout_started", "corrected"]);

// Every type the history holds: a type added to `OrderEventData` fails the type-check until it is
// named here, and then needs its sentence in the dictionaries.
const KNOWN: Record<OrderEventType, true> = {
  order_created: true,
  checkout_started: true,
  payment_declined: true,
  payment_pending: true,
  payment_failed: true,
  checkout_expired: true,
  paid: true,
  payment_rejected: true,
  rejected_payment_refunded: true,
  rejected_payment_refund_failed: true,
  production_started: true,
  remake_started: true,
  film_ready: true,
  delivered: true,
  cancelled: true,
  refund_requested: true,
  refund_failed: true,
  refunded: true,
  corrected: true,
  photos_deleted: true,
  retention_details_deleted: true,
  retention_film_deleted: true,
  render_requested: true,
  film_uploaded: true,
  email_resent: true,
  link_reissued: true,
  note_added: true,
};
const KNOWN_EVENTS: ReadonlySet<string> = new Set(Object.keys(KNOWN));

const REMAKE_REASONS: Record<string, MessageKey> = {
  rerender: "console.order.reason.rerender",
  correction: "console.order.reason.correction",
  upload: "console.order.reason.upload",
};

const REJECTED_PAYMENT_REASONS: Record<string, MessageKey> = {
  already_paid: "console.order.rejected.already_paid",
  not_payable: "console.order.rejected.not_payable",
  amount_mismatch: "console.order.rejected.amount_mismatch",
};

/** The detail fields a correction names, as the order form labels them. */
const FIELD_LABELS: Record<string, MessageKey> = {
  childName: "order.field.childName",
  namePronunciation: "order.field.namePronunciation",
  age: "order.field.age",
  achievements: "order.field.achievements",
  eyeColour: "order.field.eyeColour",
  hairColour: "order.field.hairColour",
  wishes: "order.field.wishes",
  message: "order.field.message",
  childEmail: "order.field.childEmail",
  language: "order.field.language",
};

const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? value : "");
const count = (value: unknown) => (typeof value === "number" ? value : 0);

export function eventActor(event: Pick<ConsoleEvent, "type" | "data">): EventActor {
  const by = event.data["by"];
  if (by === "customer") return { kind: "customer" };
  if (typeof by === "object" && by !== null && typeof (by as { operator?: unknown }).operator === "string") {
    return { kind: "operator", email: (by as { operator: string }).operator };
  }
  if (event.type === "cancelled" && event.data["reason"] === "account_deleted") return { kind: "customer" };
  return CUSTOMER_EVENTS.has(event.type) ? { kind: "customer" } : { kind: "system" };
}

export function eventSentence(
  event: Pick<ConsoleEvent, "type" | "data">,
  films: readonly Pick<ConsoleFilm, "position" | "child">[],
  {
    t,
    money,
    plural,
    megabytes,
    seconds,
  }: Pick<LanguageValue, "t" | "money" | "plural"> & Pick<ConsoleFormats, "megabytes" | "seconds">,
): string {
  const { data } = event;
  const position = count(data["film"]);
  const child = films.find((film) => film.position === position)?.child.childName ?? "";
  const values: MessageValues = {
    film: t("console.order.filmRef", { film: position, name: child }),
    provider: text(data["provider"]),
    amount: money(count(data["amountCents"] ?? data["totalCents"])),
    attempt: text(data["attempt"]),
    reason: text(data["reason"]),
    refundId: text(data["refundId"]),
    status: text(data["status"]),
    count: text(data["count"]),
    films: text(data["films"]),
    photos: text(data["photos"]),
    text: text(data["text"]),
    type: event.type,
  };
  switch (event.type) {
    case "order_created":
      return t("console.order.event.order_created", {
        ...values,
        films: fillPlaceholders(plural("console.order.filmCount", count(data["films"])), {
          count: count(data["films"]),
        }),
      });
    case "remake_started": {
      const reason = REMAKE_REASONS[text(data["reason"])];
      return t("console.order.event.remake_started", { ...values, reason: reason ? t(reason) : "" });
    }
    case "payment_rejected": {
      const reason = REJECTED_PAYMENT_REASONS[text(data["reason"])];
      return t("console.order.event.payment_rejected", { ...values, reason: reason ? t(reason) : "" });
    }
    case "cancelled":
      return data["reason"] === "account_deleted"
        ? t("console.order.event.cancelledAccountDeleted")
        : t("console.order.event.cancelled");
    case "corrected": {
      const fields = Array.isArray(data["fields"]) ? data["fields"].map(String) : [];
      const named = fields.map((field) => (FIELD_LABELS[field] ? t(FIELD_LABELS[field]) : field));
      const key = data["remake"] === true ? "correctedRemake" : "corrected";
      return t(`console.order.event.${key}`, { ...values, fields: named.join(", ") });
    }
    case "film_uploaded":
      return t("console.order.event.film_uploaded", {
        ...values,
        size: megabytes(count(data["bytes"])),
        seconds: seconds(count(data["durationMs"])),
      });
    case "email_resent": {
      const recipients = count(data["recipients"]);
      return t("console.order.event.email_resent", {
        recipients: fillPlaceholders(plural("console.order.recipients", recipients), { count: recipients }),
      });
    }
    default:
      return KNOWN_EVENTS.has(event.type)
        ? t(`console.order.event.${event.type}` as MessageKey, values)
        : t("console.order.event.other", values);
  }
}
