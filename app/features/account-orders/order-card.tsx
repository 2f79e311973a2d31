// One order in My Orders: its reference and date, status, films (each with its correction form while
// the rules allow), photos, total, history and the actions open to it.
import { useLanguage } from "../../i18n/language-provider.tsx";
import type { MyOrder, OrderActionResult } from "./my-order-view.ts";
import { OrderCardActions } from "./order-card-actions.tsx";
import { OrderCorrectionForm } from "./order-correction-form.tsx";
import { DatedMessage } from "./order-dates.tsx";
import { OrderPhotos } from "./order-photos.tsx";
import { OrderResultNotice } from "./order-result-notice.tsx";
import { OrderStatusBadge } from "./order-status-badge.tsx";
import { OrderTimeline } from "./order-timeline.tsx";
import { FilmStage } from "../../shared/film-stage.tsx";

function CorrectionWindow({ order }: { order: MyOrder }) {
  const { t } = useLanguage();
  const deadline = order.correctionDeadline;
  if (!deadline) return null;
  if (!order.actions.correct) {
    if (order.state === "cancelled" || order.state === "refunded") return null;
    return (
      <p className="mt-3 text-sm text-snow-200">
        <DatedMessage message="account.orders.correct.closed" iso={deadline} as="moment" />
      </p>
    );
  }
  return (
    <p className="mt-3 text-sm text-snow-200">
      <DatedMessage message="account.orders.correct.until" iso={deadline} as="moment" />
      {order.correctionRemakes && <> {t("account.orders.correct.remake")}</>}
    </p>
  );
}

export function OrderCard({ order, result }: { order: MyOrder; result: OrderActionResult | undefined }) {
  const { t, money } = useLanguage();
  const id = `order-${order.reference}`;
  const confirming =
    result?.outcome === "confirm" && result.intent === "order.cancel"
      ? { cancellation: result.cancellation, totalCents: result.totalCents }
      : undefined;
  const deletingPhotos =
    result?.outcome === "confirm" && result.intent === "order.deletePhotos"
      ? { photos: result.photos, filmWithoutPhotos: result.filmWithoutPhotos }
      : undefined;
  const invalid = result?.outcome === "invalid" ? result : undefined;

  return (
    <article
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-night-900 p-6 ring-1 ring-white/10 sm:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`${id}-title`} className="text-xl font-extrabold">
            {t("account.orders.title", { reference: order.reference })}
          </h2>
          <p className="text-sm text-snow-200">
            <DatedMessage message="account.orders.placed" iso={order.placedAt} as="day" />
          </p>
        </div>
        <OrderStatusBadge state={order.state} />
      </div>

      {order.progress !== null && (
        <div
          role="progressbar"
          aria-valuenow={order.progress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-label={t("account.orders.progress", { percent: order.progress })}
          className="mt-4 h-2 overflow-hidden rounded-full bg-white/10"
        >
          <div className="h-full bg-gold-300" style={{ width: `${order.progress}%` }} />
        </div>
      )}

      {result && <OrderResultNotice result={result} />}

      <section aria-labelledby={`${id}-films`} className="mt-5">
        <h3 id={`${id}-films`} className="font-bold">
          {t("account.orders.films")}
        </h3>
        <ul className="mt-2 space-y-3">
          {order.films.map((film) => {
            const typed = invalid?.film === film.position ? invalid : undefined;
            return (
              <li key={film.position}>
                <p>
                  <span className="font-semibold">{t("account.orders.film", { name: film.childName })}</span>{" "}
                  <span className="text-snow-200">
                    · {t("account.orders.filmLanguage", { language: t(`order.language.${film.language}`) })}
                  </span>
                </p>
                {order.state !== "awaiting_payment" &&
                  order.state !== "cancelled" &&
                  order.state !== "refunded" && (
                    <p className="mt-1 text-sm">
                      <FilmStage progress={film.progress} childName={film.childName} />
                    </p>
                  )}
                {order.actions.correct && (
                  <OrderCorrectionForm
                    // A saved correction starts a fresh, closed form with the new details.
                    key={JSON.stringify(film.details)}
                    reference={order.reference}
                    position={film.position}
                    childName={film.childName}
                    values={typed?.values ?? film.details}
                    errors={typed?.errors}
                  />
                )}
              </li>
            );
          })}
        </ul>
        <CorrectionWindow order={order} />
      </section>

      <OrderPhotos order={order} confirming={deletingPhotos} headingId={`${id}-photos`} />

      <dl className="mt-5 flex justify-between border-t border-white/10 pt-4 text-lg font-extrabold">
        <dt>{t("account.orders.total")}</dt>
        <dd>{money(order.totalCents)}</dd>
      </dl>

      <OrderTimeline events={order.timeline} headingId={`${id}-history`} />
      <OrderCardActions order={order} confirming={confirming} headingId={`${id}-actions`} />
    </article>
  );
}
