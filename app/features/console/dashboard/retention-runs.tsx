// The last runs of the retention sweep: when, and how much each deleted.
import type { RetentionRunRow } from "#server/console/dashboard.ts";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { DashboardSection, EmptyNote, DashboardTable, cellClass, useMoment } from "./dashboard-section.tsx";

export function RetentionRuns({
  runs,
  photosDays,
  filmDays,
}: {
  runs: readonly RetentionRunRow[];
  photosDays: number;
  filmDays: number;
}) {
  const { t, number } = useLanguage();
  const moment = useMoment();
  const counts = [
    ["photosDeleted", "console.dashboard.retention.photos"],
    ["detailsDeleted", "console.dashboard.retention.details"],
    ["filmsDeleted", "console.dashboard.retention.films"],
    ["filesLeft", "console.dashboard.retention.filesLeft"],
  ] as const;
  return (
    <DashboardSection id="dashboard-retention" title={t("console.dashboard.retention.title")}>
      <p className="mt-2 text-sm text-snow-200">
        {t("console.dashboard.retention.policy", { photosDays, filmDays })}
      </p>
      {runs.length === 0 ? (
        <EmptyNote>{t("console.dashboard.retention.none")}</EmptyNote>
      ) : (
        <DashboardTable
          labelledBy="dashboard-retention"
          columns={[
            { label: t("console.dashboard.retention.started") },
            { label: t("console.dashboard.retention.finished") },
            ...counts.map(([, label]) => ({ label: t(label), numeric: true })),
          ]}
        >
          {runs.map((run) => (
            <tr key={run.id} className="border-t border-white/10">
              <th scope="row" className={`${cellClass} font-normal whitespace-nowrap`}>
                {moment(run.startedAt)}
              </th>
              <td className={`${cellClass} whitespace-nowrap`}>
                {run.finishedAt ? moment(run.finishedAt) : t("console.dashboard.retention.unfinished")}
              </td>
              {counts.map(([key]) => (
                <td key={key} className={`${cellClass} text-right tabular-nums`}>
                  {number(run[key])}
                </td>
              ))}
            </tr>
          ))}
        </DashboardTable>
      )}
    </DashboardSection>
  );
}
