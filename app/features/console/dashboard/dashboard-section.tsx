// A titled panel of the dashboard, and the formats its panels share (UTC, like the chart's days).
import type { ReactNode } from "react";
import { perLocale } from "#domain/per-locale.ts";
import { useLanguage } from "../../../i18n/language-provider.tsx";

export function DashboardSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-night-900 p-6 ring-1 ring-white/10">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="mt-3 text-snow-200">{children}</p>;
}

const momentFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }),
);

/** A moment as the dashboard shows it: day and time, in UTC. */
export function useMoment(): (moment: Date) => string {
  const { locale } = useLanguage();
  return (moment) => momentFormat(locale).format(moment);
}

export const cellClass = "py-2 pr-4 align-top";
export const headClass = "py-2 pr-4 font-semibold text-snow-200";

/** A table that may scroll sideways on a phone: named by its panel, reached and scrolled by the keyboard. */
export function TableScroller({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={labelledBy} tabIndex={0} className="mt-3 overflow-x-auto">
      {children}
    </div>
  );
}

/** A column heading of a panel's table; numbers are set right. */
export interface Column {
  label: string;
  numeric?: boolean;
}

/** A panel's table: its headings and the rows the panel draws, in a `TableScroller`. */
export function DashboardTable({
  labelledBy,
  columns,
  children,
}: {
  labelledBy: string;
  columns: readonly Column[];
  children: ReactNode;
}) {
  return (
    <TableScroller labelledBy={labelledBy}>
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            {columns.map(({ label, numeric }) => (
              <th key={label} scope="col" className={numeric ? `${headClass} text-right` : headClass}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroller>
  );
}
