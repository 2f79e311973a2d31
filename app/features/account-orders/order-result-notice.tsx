// What came of the customer's last action on an order, said where they acted: successes politely
// (role=status), refusals at once (role=alert). It takes the focus, since the button pressed may be gone.
import type { MessageKey } from "../../i18n/en.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { useArrivalFocus } from "../../shared/use-arrival-focus.ts";
import type { OrderActionError, OrderActionResult } from "./my-order-view.ts";

const ERRORS: Record<OrderActionError, MessageKey> = {
  not_found: "account.orders.error.notFound",
  not_allowed: "account.orders.error.notAllowed",
  window_passed: "account.orders.error.windowPassed",
  film_rendering: "account.orders.error.filmRendering",
  refund_failed: "account.orders.error.refundFailed",
  pay_failed: "account.orders.error.payFailed",
  photos_in_use: "account.orders.error.photosInUse",
};

function message(result: OrderActionResult): { key: MessageKey; name?: string; alert: boolean } | undefined {
  switch (result.outcome) {
    case "cancelled":
      return { key: "account.orders.result.cancelled", alert: false };
    case "refunded":
      return { key: "account.orders.result.refunded", alert: false };
    case "refund_pending":
      return { key: "account.orders.result.refundPending", alert: false };
    case "photos_deleted":
      return { key: "account.orders.result.photosDeleted", alert: false };
    case "corrected":
      return {
        key: result.remake ? "account.orders.result.correctedRemake" : "account.orders.result.corrected",
        name: result.childName,
        alert: false,
      };
    case "error":
      return { key: ERRORS[result.error], alert: true };
    default:
      // "confirm" and "invalid" are answered by the confirmation and the form themselves.
      return undefined;
  }
}

export function OrderResultNotice({ result }: { result: OrderActionResult }) {
  const { t } = useLanguage();
  const notice = useArrivalFocus<HTMLParagraphElement>(result);
  const said = message(result);
  if (!said) return null;
  return (
    <p
      ref={notice}
      tabIndex={-1}
      autoFocus
      role={said.alert ? "alert" : "status"}
      className={`mt-4 rounded-xl p-4 font-semibold ring-1 ${
        said.alert
          ? "bg-berry-900/60 text-white ring-berry-500"
          : "bg-night-800 text-snow-50 ring-gold-300/50"
      }`}
    >
      {t(said.key, { reference: result.reference, name: said.name ?? "" })}
    </p>
  );
}
