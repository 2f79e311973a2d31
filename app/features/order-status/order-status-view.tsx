// The order page's body: the reference first (what a buyer quotes), the state in words, paying or
// waiting for the payment's confirmation (no "Pay now" while a bank payment is on its way), a
// payment the shop is returning, the films and the price, and what happens next.
import { Form, useNavigation } from "react-router";
import { PEAK_DELIVERY_HOURS, USUAL_DELIVERY_HOURS } from "#domain/shop.ts";
import { buttonStyles } from "../../components/ui/button-link.tsx";
import { useLanguage } from "../../i18n/language-provider.tsx";
import type { MessageKey } from "../../i18n/en.ts";
import { fillPlaceholders } from "../../i18n/translate.ts";
import type { OrderStatus } from "./order-status.ts";
import { filmsInProgress } from "#domain/film-render.ts";
import { FilmStage, useFilmPolling } from "../../shared/film-stage.tsx";
import { usePolling } from "../../shared/use-polling.ts";

// The webhook usually lands within seconds of the provider's redirect; stop asking after a minute.
const CONFIRMING_POLL_MS = 2_000;
const CONFIRMING_POLL_LIMIT = 30;

type Props = {
  status: OrderStatus & { cancelledPayment: boolean; returnedFromPayment: boolean };
  payFailed: boolean;
};

function titleKey(state: OrderStatus["order"]["state"], confirming: boolean): MessageKey {
  if (state === "awaiting_payment")
    return confirming ? "confirmation.title.confirming" : "confirmation.title.awaiting";
  if (state === "cancelled") return "confirmation.title.cancelled";
  if (state === "refunded") return "confirmation.title.refunded";
  if (state === "delivered") return "confirmation.title.delivered";
  return "confirmation.title.paid";
}

export function OrderStatusView({ status, payFailed }: Props) {
  const { t, money, plural } = useLanguage();
  const { order, films } = status;
  const awaiting = order.state === "awaiting_payment";
  const pending = awaiting && status.payment.pending;
  const confirming = awaiting && status.returnedFromPayment && !pending;
  const paid = !awaiting && order.state !== "cancelled" && order.state !== "refunded";
  const delivered = order.state === "delivered";
  const submitting = useNavigation().state === "submitting";
  usePolling(confirming, CONFIRMING_POLL_MS, CONFIRMING_POLL_LIMIT);
  useFilmPolling(paid && filmsInProgress(films.map((film) => film.progress)));

  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <p className="text-center text-sm font-bold tracking-wide text-gold-300 uppercase">
        {t("confirmation.reference")}
      </p>
      <p className="text-center font-mono text-3xl font-extrabold" data-testid="order-reference">
        {order.reference}
      </p>
      <h1 className="mt-6 text-center text-3xl font-extrabold sm:text-4xl">
        {t(titleKey(order.state, confirming || pending))}
      </h1>
      <p className="mt-3 text-center text-snow-200">
        {t("confirmation.status")}:{" "}
        <strong className="text-white">{t(`confirmation.state.${order.state}`)}</strong>
      </p>

      <div aria-live="polite" className="mt-6 space-y-4">
        {awaiting && status.cancelledPayment && !confirming && !pending && (
          <p className="rounded-xl bg-night-800 p-4 text-snow-50 ring-1 ring-gold-300/50">
            {t("confirmation.cancelledPayment")}
          </p>
        )}
        {payFailed && (
          <p role="alert" className="rounded-xl bg-berry-900/60 p-4 text-white ring-1 ring-berry-500">
            {t("confirmation.payFailed")}
          </p>
        )}
        {confirming && <p className="text-center text-snow-200">{t("confirmation.confirmingText")}</p>}
        {pending && (
          <p
            className="rounded-xl bg-night-800 p-4 text-snow-50 ring-1 ring-gold-300/50"
            data-testid="payment-pending"
          >
            {t("confirmation.paymentPending")}
          </p>
        )}
        {status.payment.rejected && (
          <p
            className="rounded-xl bg-night-800 p-4 text-snow-50 ring-1 ring-gold-300/50"
            data-testid="payment-rejected"
          >
            {t(`confirmation.rejected.${status.payment.rejected}`)}
          </p>
        )}
        {paid && (
          <p className="text-center text-snow-50">
            {t(delivered ? "confirmation.deliveredSent" : "confirmation.emailSent", {
              email: order.buyerEmail,
            })}
          </p>
        )}
      </div>

      {awaiting && !pending && (
        <Form method="post" className="mt-8 text-center">
          <button
            type="submit"
            disabled={submitting}
            className={`min-h-12 rounded-full px-8 py-3 text-lg font-bold disabled:opacity-60 ${buttonStyles.primary}`}
          >
            {t("confirmation.payNow", { total: money(order.totalCents) })}
          </button>
        </Form>
      )}

      <section
        aria-labelledby="ordered-title"
        className="mt-10 rounded-2xl bg-night-900 p-6 ring-1 ring-white/10"
      >
        <h2 id="ordered-title" className="text-xl font-bold">
          {t("confirmation.ordered")}
        </h2>
        <ul className="mt-4 divide-y divide-white/10">
          {films.map((film) => (
            <li key={film.position} className="py-3">
              <p className="font-bold">{t("confirmation.film", { name: film.childName })}</p>
              <p className="text-sm text-snow-200">
                {t("confirmation.filmDetails", {
                  age: film.age,
                  language: t(`confirmation.language.${film.language}`),
                  photos: fillPlaceholders(plural("confirmation.photos", film.photos), {
                    count: film.photos,
                  }),
                })}
              </p>
              {paid && (
                <p className="mt-1 text-sm">
                  <FilmStage progress={film.progress} childName={film.childName} />
                </p>
              )}
            </li>
          ))}
        </ul>
        <dl className="mt-4 space-y-1 border-t border-white/10 pt-4">
          <div className="flex justify-between">
            <dt>{t("confirmation.subtotal")}</dt>
            <dd>{money(order.subtotalCents)}</dd>
          </div>
          {order.discountCents > 0 && (
            <div className="flex justify-between">
              <dt>{t("confirmation.discount")}</dt>
              <dd className="whitespace-nowrap">−{money(order.discountCents)}</dd>
            </div>
          )}
          <div className="flex justify-between text-lg font-extrabold">
            <dt>{t("confirmation.total")}</dt>
            <dd>{money(order.totalCents)}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="next-title" className="mt-8">
        <h2 id="next-title" className="text-xl font-bold">
          {t("confirmation.next.title")}
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-6 text-snow-200">
          {/* Once the films are delivered, making and e-mailing them is behind us. */}
          {!delivered && <li>{t("confirmation.next.make")}</li>}
          {!delivered && (
            <li>
              {t("confirmation.next.deliver", {
                hours: USUAL_DELIVERY_HOURS,
                peakHours: PEAK_DELIVERY_HOURS,
              })}
            </li>
          )}
          <li>{t("confirmation.next.keep")}</li>
        </ol>
        {/* The copy ends with a colon: the shop's orders address follows it, as a link. */}
        <p className="mt-6 text-snow-200">
          {t("confirmation.help")}{" "}
          <a
            href={`mailto:${status.ordersEmail}`}
            className="font-semibold text-gold-300 underline underline-offset-4 hover:text-white"
          >
            {status.ordersEmail}
          </a>
        </p>
      </section>
    </div>
  );
}
