// The median and 95th-percentile time from payment to delivery over the last days.
import type { DeliveryTimes as Times } from "#server/console/dashboard.ts";
import { useLanguage, type LanguageValue } from "../../../i18n/language-provider.tsx";
import { fillPlaceholders } from "../../../i18n/translate.ts";
import { DashboardSection, EmptyNote } from "./dashboard-section.tsx";

/** A wait in the largest units that still read at a glance: "under a minute", "2 h 5 min", "3 d 4 h". */
export function formatWait(seconds: number, t: LanguageValue["t"]): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return t("console.dashboard.wait.underMinute");
  if (minutes < 60) return t("console.dashboard.wait.minutes", { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t("console.dashboard.wait.hours", { hours, minutes: minutes % 60 });
  return t("console.dashboard.wait.days", { days: Math.floor(hours / 24), hours: hours % 24 });
}

export function DeliveryTimes({ times, days }: { times: Times; days: number }) {
  const { t, plural } = useLanguage();
  const figures = [
    { key: "median", label: t("console.dashboard.delivery.median"), seconds: times.medianSeconds },
    { key: "p95", label: t("console.dashboard.delivery.p95"), seconds: times.p95Seconds },
  ];
  return (
    <DashboardSection id="dashboard-delivery" title={t("console.dashboard.delivery.title", { days })}>
      {times.deliveries === 0 ? (
        <EmptyNote>{t("console.dashboard.delivery.none", { days })}</EmptyNote>
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-4">
            {figures.map((figure) => (
              <div key={figure.key} className="rounded-xl bg-night-800 p-4" data-figure={figure.key}>
                <dt className="text-sm text-snow-200">{figure.label}</dt>
                <dd className="mt-1 text-2xl font-extrabold text-gold-300">
                  {figure.seconds === null ? "–" : formatWait(figure.seconds, t)}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-snow-200">
            {fillPlaceholders(plural("console.dashboard.delivery.count", times.deliveries), {
              count: times.deliveries,
            })}
          </p>
        </>
      )}
    </DashboardSection>
  );
}
