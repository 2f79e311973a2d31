// Paid orders and revenue per day: two bar charts in one figure, each with a spoken summary, and
// the same numbers in a table for screen readers and keyboard users.
import type { DayTotal } from "#server/console/dashboard.ts";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { perLocale } from "#domain/per-locale.ts";
import { TableScroller } from "./dashboard-section.tsx";
import { DayBars } from "./day-bars.tsx";

const shortDay = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", timeZone: "UTC" }),
);

function summaryValues(
  days: readonly DayTotal[],
  pick: (day: DayTotal) => number,
  format: (value: number) => string,
  formatDay: (day: string) => string,
) {
  const highest = days.reduce((best, day) => (pick(day) > pick(best) ? day : best), days[0]!);
  return {
    from: formatDay(days[0]!.day),
    to: formatDay(days.at(-1)!.day),
    total: format(days.reduce((sum, day) => sum + pick(day), 0)),
    max: format(pick(highest)),
    maxDay: formatDay(highest.day),
    today: format(pick(days.at(-1)!)),
  };
}

export function DailyChart({ days }: { days: readonly DayTotal[] }) {
  const { t, money, number, date, locale } = useLanguage();
  const formatDay = (day: string) => shortDay(locale).format(new Date(`${day}T00:00:00Z`));
  const orders = (day: DayTotal) => day.orders;
  const revenue = (day: DayTotal) => day.revenueCents;

  return (
    <figure className="rounded-2xl bg-night-900 p-4 ring-1 ring-white/10 sm:p-6">
      <figcaption className="text-xl font-bold">
        {t("console.dashboard.chart.title", { days: days.length })}
      </figcaption>
      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        <div>
          <p className="font-semibold text-snow-50" aria-hidden="true">
            {t("console.dashboard.chart.orders")}
          </p>
          <DayBars
            bars={days.map((day) => ({ day: day.day, value: day.orders }))}
            label={t("console.dashboard.chart.ordersSummary", summaryValues(days, orders, number, formatDay))}
            formatValue={number}
            formatDay={formatDay}
            barClassName="fill-gold-300"
          />
        </div>
        <div>
          <p className="font-semibold text-snow-50" aria-hidden="true">
            {t("console.dashboard.chart.revenue")}
          </p>
          <DayBars
            bars={days.map((day) => ({ day: day.day, value: day.revenueCents }))}
            label={t(
              "console.dashboard.chart.revenueSummary",
              summaryValues(days, revenue, money, formatDay),
            )}
            formatValue={money}
            formatDay={formatDay}
            barClassName="fill-berry-500"
          />
        </div>
      </div>
      <details className="mt-6">
        <summary
          id="dashboard-chart-table"
          className="cursor-pointer font-semibold text-gold-300 hover:text-white"
        >
          {t("console.dashboard.chart.table")}
        </summary>
        <TableScroller labelledBy="dashboard-chart-table">
          <table className="w-full text-left text-sm" data-chart-table>
            <thead className="text-snow-200">
              <tr>
                <th scope="col" className="py-1 pr-4">
                  {t("console.dashboard.chart.day")}
                </th>
                <th scope="col" className="py-1 pr-4 text-right">
                  {t("console.dashboard.chart.ordersColumn")}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t("console.dashboard.chart.revenueColumn")}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day} className="border-t border-white/10" data-day={day.day}>
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {date(day.day)}
                  </th>
                  <td className="py-1 pr-4 text-right tabular-nums">{number(day.orders)}</td>
                  <td className="py-1 text-right tabular-nums">{money(day.revenueCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t border-white/20 font-bold">
                <th scope="row" className="py-1 pr-4">
                  {t("console.dashboard.chart.total")}
                </th>
                <td className="py-1 pr-4 text-right tabular-nums">
                  {number(days.reduce((sum, day) => sum + day.orders, 0))}
                </td>
                <td className="py-1 text-right tabular-nums">
                  {money(days.reduce((sum, day) => sum + day.revenueCents, 0))}
                </td>
              </tr>
            </tfoot>
          </table>
        </TableScroller>
      </details>
    </figure>
  );
}
