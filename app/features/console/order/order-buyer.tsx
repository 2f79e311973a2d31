// The order's buyer and money: who paid, in which language, how much and when.
import { useLanguage } from "../../../i18n/language-provider.tsx";
import type { ConsoleOrder } from "../console-order.ts";
import { useConsoleFormats } from "./console-formats.ts";
import { DetailList } from "./detail-list.tsx";

export function OrderBuyer({ order }: { order: ConsoleOrder }) {
  const { t, money } = useLanguage();
  const { moment } = useConsoleFormats();
  return (
    <section aria-labelledby="order-buyer" className="rounded-2xl bg-night-900 p-6 ring-1 ring-white/10">
      <h2 id="order-buyer" className="mb-4 text-xl font-extrabold">
        {t("console.order.buyer")}
      </h2>
      <DetailList
        details={[
          { label: t("console.order.buyer.name"), value: order.buyerName },
          {
            label: t("console.order.buyer.email"),
            value: (
              <a
                href={`mailto:${order.buyerEmail}`}
                className="text-gold-300 underline underline-offset-4 hover:text-white"
              >
                {order.buyerEmail}
              </a>
            ),
          },
          { label: t("console.order.buyer.language"), value: t(`console.language.${order.language}`) },
          {
            label: t("console.order.placed"),
            value: <time dateTime={order.createdAt}>{moment(order.createdAt)}</time>,
          },
          {
            label: t("console.order.paid"),
            value: order.paidAt ? (
              <time dateTime={order.paidAt}>{moment(order.paidAt)}</time>
            ) : (
              t("console.order.notPaid")
            ),
          },
          ...(order.paymentProvider
            ? [{ label: t("console.order.provider"), value: order.paymentProvider }]
            : []),
          { label: t("console.order.subtotal"), value: money(order.subtotalCents) },
          { label: t("console.order.discount"), value: money(order.discountCents) },
          { label: t("console.order.total"), value: <strong>{money(order.totalCents)}</strong> },
        ]}
      />
    </section>
  );
}
