// My Orders: the account's orders, newest first, or the spec's empty state leading to the order form.
import Gift from "lucide-react/icons/gift";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { ButtonLink } from "../../components/ui/button-link.tsx";
import { ORDER_SECTION_HREF } from "../../shared/landing-anchors.ts";
import type { MyOrder, OrderActionResult } from "./my-order-view.ts";
import { OrderCard } from "./order-card.tsx";
import { OrderResultNotice } from "./order-result-notice.tsx";
import { useFilmPolling } from "../../shared/film-stage.tsx";

export function MyOrders({ orders, result }: { orders: MyOrder[]; result: OrderActionResult | undefined }) {
  const { t } = useLanguage();
  // A reference the account does not hold (another customer's) has no card to speak in.
  const orphan = result && !orders.some((order) => order.reference === result.reference) ? result : undefined;
  useFilmPolling(orders.some((order) => order.progress !== null));
  return (
    <div className="space-y-6">
      {orphan && <OrderResultNotice result={orphan} />}
      {orders.length === 0 ? (
        <div className="rounded-2xl bg-night-900 p-10 text-center ring-1 ring-white/10">
          <Gift aria-hidden="true" className="mx-auto size-14 text-berry-500" />
          <h2 className="mt-4 text-2xl font-extrabold">{t("account.orders.emptyTitle")}</h2>
          <p className="mt-2 text-snow-200">{t("account.orders.emptyText")}</p>
          <div className="mt-6">
            <ButtonLink to={ORDER_SECTION_HREF}>{t("account.orders.create")}</ButtonLink>
          </div>
        </div>
      ) : (
        orders.map((order) => (
          <OrderCard
            key={order.reference}
            order={order}
            result={result?.reference === order.reference ? result : undefined}
          />
        ))
      )}
    </div>
  );
}
