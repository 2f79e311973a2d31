// What a customer can do with one order, as the rules allow it now: pay, cancel (after a second,
// confirming step), order again with the same children, and watch or download a ready film.
import { Link, useNavigation } from "react-router";
import type { Cancellation } from "#domain/customer-order.ts";
import { buttonStyles } from "../../components/ui/button-link.tsx";
import { useLanguage } from "../../i18n/language-provider.tsx";
import type { MyOrder } from "./my-order-view.ts";
import { buttonClass, OrderConfirmation, OrderForm } from "./order-confirmation.tsx";

function CancelConfirmation({
  reference,
  cancellation,
  totalCents,
}: {
  reference: string;
  cancellation: Cancellation;
  totalCents: number;
}) {
  const { t, money } = useLanguage();
  return (
    <OrderConfirmation
      reference={reference}
      intent="order.cancel"
      title={t("account.orders.confirm.title", { reference })}
      yes={t("account.orders.confirm.yes")}
      no={t("account.orders.confirm.no")}
      testId="cancel-confirmation"
    >
      <p className="mt-2">
        {cancellation === "refund"
          ? t("account.orders.confirm.refund", { total: money(totalCents) })
          : t("account.orders.confirm.cancel")}
      </p>
    </OrderConfirmation>
  );
}

export function OrderCardActions({
  order,
  confirming,
  headingId,
}: {
  order: MyOrder;
  /** The first press on Cancel came back asking for confirmation. */
  confirming: { cancellation: Cancellation; totalCents: number } | undefined;
  headingId: string;
}) {
  const { t, money } = useLanguage();
  const submitting = useNavigation().state === "submitting";
  const { actions, reference } = order;
  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h3 id={headingId} className="sr-only">
        {t("account.orders.actions")}
      </h3>
      <div className="flex flex-wrap items-center gap-3">
        {actions.pay && (
          <OrderForm reference={reference} intent="order.pay">
            <button type="submit" disabled={submitting} className={`${buttonClass} ${buttonStyles.primary}`}>
              {t("account.orders.pay", { total: money(order.totalCents) })}
            </button>
          </OrderForm>
        )}
        {actions.cancel && !confirming && (
          <OrderForm reference={reference} intent="order.cancel">
            <button
              type="submit"
              disabled={submitting}
              className={`${buttonClass} ${buttonStyles.secondary}`}
            >
              {t("account.orders.cancel")}
            </button>
          </OrderForm>
        )}
        {actions.watch &&
          order.films.map(
            (film) =>
              film.progress.stage === "ready" && (
                <span key={film.position} className="flex gap-3">
                  <a href={film.progress.url} className={`${buttonClass} ${buttonStyles.primary}`}>
                    {t("account.orders.watch", { name: film.childName })}
                  </a>
                  {film.downloadUrl && (
                    <a
                      href={film.downloadUrl}
                      download
                      className={`${buttonClass} ${buttonStyles.secondary}`}
                    >
                      {t("account.orders.download", { name: film.childName })}
                    </a>
                  )}
                </span>
              ),
          )}
        <Link
          to={`/order?again=${encodeURIComponent(reference)}`}
          className="font-semibold text-gold-300 underline underline-offset-4 hover:text-white"
        >
          {t("account.orders.orderAgain")}
        </Link>
      </div>
      {actions.cancel && confirming && (
        <CancelConfirmation
          reference={reference}
          cancellation={confirming.cancellation}
          totalCents={confirming.totalCents}
        />
      )}
    </section>
  );
}
