// What a customer can do with one order, as the rules allow it now: pay, cancel (after a second,
// confirming step), order again with the same children, and watch or download a ready film.
import { useEffect, useRef, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { Cancellation } from "../../../domain/customer-order.ts";
import { buttonStyles } from "../../components/ui/button-link.tsx";
import { useLanguage } from "../../i18n/language-provider.tsx";
import type { MyOrder } from "./my-orders.server.ts";

const ORDERS_TAB = "/account?tab=orders";
const buttonClass = "inline-flex min-h-11 items-center rounded-full px-5 py-2 font-bold disabled:opacity-60";

function OrderForm({
  reference,
  intent,
  children,
}: {
  reference: string;
  intent: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={ORDERS_TAB} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="reference" value={reference} />
      {children}
    </Form>
  );
}

/** "Are you sure?": the heading takes the focus, so keyboard and screen reader users land on it. */
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
  const heading = useRef<HTMLHeadingElement>(null);
  const submitting = useNavigation().state === "submitting";
  useEffect(() => heading.current?.focus(), []);
  const headingId = `cancel-${reference}-title`;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 w-full rounded-xl bg-berry-900/40 p-4 ring-1 ring-berry-500"
      data-testid="cancel-confirmation"
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-extrabold">
        {t("account.orders.confirm.title", { reference })}
      </h3>
      <p className="mt-2">
        {cancellation === "refund"
          ? t("account.orders.confirm.refund", { total: money(totalCents) })
          : t("account.orders.confirm.cancel")}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <OrderForm reference={reference} intent="order.cancel">
          <input type="hidden" name="confirm" value="yes" />
          <button type="submit" disabled={submitting} className={`${buttonClass} ${buttonStyles.primary}`}>
            {t("account.orders.confirm.yes")}
          </button>
        </OrderForm>
        <Link to={ORDERS_TAB} preventScrollReset className={`${buttonClass} ${buttonStyles.secondary}`}>
          {t("account.orders.confirm.no")}
        </Link>
      </div>
    </section>
  );
}

export function OrderActions({
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
              film.videoUrl && (
                <span key={film.position} className="flex gap-3">
                  <a href={film.videoUrl} className={`${buttonClass} ${buttonStyles.primary}`}>
                    {t("account.orders.watch", { name: film.childName })}
                  </a>
                  <a href={film.videoUrl} download className={`${buttonClass} ${buttonStyles.secondary}`}>
                    {t("account.orders.download", { name: film.childName })}
                  </a>
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
