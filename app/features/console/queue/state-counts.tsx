// The queue's header: how many orders each state holds under the other filters, each a link that
// filters by it, the current one marked.
import { Link } from "react-router";
import { queueFilters, type QueueQuery } from "#domain/console-queue.ts";
import { ORDER_STATES, type OrderState } from "#domain/order-states.ts";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { consoleQueuePath } from "../console-links.ts";

function StateLink({
  to,
  current,
  label,
  count,
}: {
  to: string;
  current: boolean;
  label: string;
  count: number;
}) {
  const { number } = useLanguage();
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={`flex min-h-11 items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ring-1 ${
        current ? "bg-berry-600 text-white ring-berry-500" : "text-snow-100 ring-white/20 hover:text-gold-300"
      }`}
    >
      {label}
      <span
        className={`rounded-full px-2 text-xs font-bold ${current ? "bg-white/20" : "bg-white/10 text-gold-300"}`}
      >
        {number(count)}
      </span>
    </Link>
  );
}

export function StateCounts({ query, counts }: { query: QueueQuery; counts: Record<OrderState, number> }) {
  const { t } = useLanguage();
  const filters = { ...queueFilters(query), sort: query.sort, direction: query.direction };
  const all = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return (
    <nav aria-label={t("console.queue.states")} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        <li>
          <StateLink
            to={consoleQueuePath({ ...filters, state: undefined })}
            current={!query.state}
            label={t("console.queue.states.all")}
            count={all}
          />
        </li>
        {ORDER_STATES.map((state) => (
          <li key={state}>
            <StateLink
              to={consoleQueuePath({ ...filters, state })}
              current={query.state === state}
              label={t(`console.state.${state}`)}
              count={counts[state]}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
