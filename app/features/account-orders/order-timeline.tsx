// An order's history as a short ordered list: when it was placed, paid, corrected, cancelled, refunded,
// and when its photos were deleted.
import { useLanguage } from "../../i18n/language-provider.tsx";
import type { MessageKey } from "../../i18n/en.ts";
import type { MyOrderEvent } from "./my-order-view.ts";
import { useOrderDates } from "./order-dates.tsx";

function eventKey(event: MyOrderEvent): MessageKey {
  if (event.type === "corrected" && event.remake) return "account.orders.event.correctedRemake";
  return `account.orders.event.${event.type}`;
}

export function OrderTimeline({ events, headingId }: { events: MyOrderEvent[]; headingId: string }) {
  const { t, money } = useLanguage();
  const dates = useOrderDates();
  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h3 id={headingId} className="font-bold">
        {t("account.orders.history")}
      </h3>
      <ol className="mt-2 space-y-1 border-l-2 border-white/15 pl-4 text-sm">
        {events.map((event, index) => (
          <li key={`${event.type}-${index}`}>
            <time dateTime={event.at} className="text-snow-300">
              {dates.moment(event.at)}
            </time>
            <span aria-hidden="true"> · </span>
            <span>
              {t(eventKey(event), {
                name: event.childName ?? "",
                amount: event.amountCents === null ? "" : money(event.amountCents),
                count: event.count ?? "",
              })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
