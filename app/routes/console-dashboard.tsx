// /console/dashboard: orders and revenue per day, the time to delivery, films in the making, what
// needs an operator, and the retention sweep's last runs. Films in the making refresh every 3 s.
import type { Route } from "./+types/console-dashboard";
import { DELIVERY_WINDOW_DAYS, LIST_LIMIT, loadDashboard } from "#server/console/dashboard.ts";
import { FailedRenders, UnsentMails } from "../features/console/dashboard/attention-lists.tsx";
import { DailyChart } from "../features/console/dashboard/daily-chart.tsx";
import { DeliveryTimes } from "../features/console/dashboard/delivery-times.tsx";
import { ProductionList } from "../features/console/dashboard/production-list.tsx";
import { RetentionRuns } from "../features/console/dashboard/retention-runs.tsx";
import { consoleMeta } from "../features/console/console-meta.ts";
import { useLanguage } from "../i18n/language-provider.tsx";
import { requireOperator } from "../shared/operator.server.ts";
import { usePolling } from "../shared/use-polling.ts";
import { services } from "../services-context.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireOperator(context, request);
  const { db, config } = services(context);
  return {
    dashboard: await loadDashboard(db),
    retention: { photosDays: config.RETENTION_PHOTOS_DAYS, filmDays: config.RETENTION_FILM_DAYS },
  };
}

export const meta = consoleMeta("console.dashboard.meta.title");

const POLL_MS = 3_000;

export default function ConsoleDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useLanguage();
  const { dashboard, retention } = loaderData;
  usePolling(dashboard.production.length > 0, POLL_MS);
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-extrabold">{t("console.dashboard.title")}</h1>
        <p className="mt-1 text-sm text-snow-200">{t("console.dashboard.utc")}</p>
      </div>
      <DailyChart days={dashboard.days} />
      {/* Grid items shrink below their tables' width: the tables scroll sideways instead of the page. */}
      <div className="grid gap-8 lg:grid-cols-2 [&>*]:min-w-0">
        <DeliveryTimes times={dashboard.delivery} days={DELIVERY_WINDOW_DAYS} />
        <ProductionList films={dashboard.production} limit={LIST_LIMIT} />
      </div>
      <FailedRenders films={dashboard.failed} limit={LIST_LIMIT} />
      <UnsentMails mails={dashboard.unsent} limit={LIST_LIMIT} />
      <RetentionRuns runs={dashboard.retentionRuns} {...retention} />
    </div>
  );
}
