// /console: the queue of orders, with counts per state, filters and sort in the URL, pages of 50,
// and the same view as CSV.
import Download from "lucide-react/icons/download";
import { Link } from "react-router";
import type { Route } from "./+types/console-queue";
import { consoleMeta } from "../features/console/console-meta.ts";
import { QueueFilters } from "../features/console/queue/queue-filters.tsx";
import { consoleExportPath, consoleQueuePath } from "../features/console/console-links.ts";
import { QueuePagination } from "../features/console/queue/queue-pagination.tsx";
import { QueueTable } from "../features/console/queue/queue-table.tsx";
import { loadQueue } from "../features/console/queue/queue.server.ts";
import { StateCounts } from "../features/console/queue/state-counts.tsx";
import { useLanguage } from "../i18n/language-provider.tsx";
import { services } from "../services-context.ts";
import { requireOperator } from "../shared/operator.server.ts";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  requireOperator(context, request);
  return loadQueue(services(context).db, url);
}

export const meta = consoleMeta("console.queue.meta.title");

/** Nothing to list: no order matches, or the page is past the last (the queue shrank meanwhile). */
function EmptyQueue({ view }: { view: Route.ComponentProps["loaderData"] }) {
  const { t } = useLanguage();
  const pastLastPage = view.total > 0;
  return (
    <div className="rounded-2xl bg-night-900 p-6 text-center ring-1 ring-white/10">
      <p className="text-lg">{t(pastLastPage ? "console.queue.empty.page" : "console.queue.empty")}</p>
      {pastLastPage && (
        <Link
          to={consoleQueuePath({ ...view.query, page: 1 })}
          className="mt-2 inline-block font-semibold underline"
        >
          {t("console.queue.empty.first")}
        </Link>
      )}
    </div>
  );
}

export default function ConsoleQueue({ loaderData: view }: Route.ComponentProps) {
  const { t } = useLanguage();
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold">{t("console.queue.title")}</h1>
        <a
          href={consoleExportPath(view.query)}
          download
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-5 py-2 font-bold ring-2 ring-snow-200/70 hover:bg-white/10"
        >
          <Download aria-hidden="true" className="size-4" />
          {t("console.queue.export")}
        </a>
      </div>
      <StateCounts query={view.query} counts={view.counts} />
      <QueueFilters query={view.query} />
      {view.orders.length > 0 ? <QueueTable view={view} /> : <EmptyQueue view={view} />}
      <QueuePagination query={view.query} pages={view.pages} />
    </>
  );
}
