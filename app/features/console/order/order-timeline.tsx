// The order's history, oldest first: when, who (the customer, an operator by address, or the
// system) and what, with the amounts, films and notes the rows carry.
import { useLanguage } from "../../../i18n/language-provider.tsx";
import type { ConsoleOrder } from "../console-order.ts";
import { useConsoleFormats } from "./console-formats.ts";
import { eventActor, eventSentence } from "./order-event-text.ts";

export function OrderTimeline({ order }: { order: ConsoleOrder }) {
  const language = useLanguage();
  const formats = useConsoleFormats();
  const { t } = language;
  return (
    <section aria-labelledby="order-timeline" className="rounded-2xl bg-night-900 p-6 ring-1 ring-white/10">
      <h2 id="order-timeline" className="mb-4 text-xl font-extrabold">
        {t("console.order.timeline")}
      </h2>
      <ol className="space-y-3 border-l-2 border-white/15 pl-4" data-testid="order-timeline">
        {order.events.map((event) => {
          const actor = eventActor(event);
          return (
            <li key={event.id} className="grid gap-x-4 sm:grid-cols-[16rem_14rem_1fr]">
              <time dateTime={event.createdAt} className="text-sm text-snow-300">
                {formats.moment(event.createdAt)}
              </time>
              <span className="text-sm font-semibold break-all text-gold-300">
                <span className="sr-only">{t("console.order.timeline.who")}: </span>
                {actor.kind === "operator" ? actor.email : t(`console.order.who.${actor.kind}`)}
              </span>
              <span className="break-words whitespace-pre-line">
                {eventSentence(event, order.films, { ...language, ...formats })}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
