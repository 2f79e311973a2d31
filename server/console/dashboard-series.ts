// The chart's days: every day of the window, a day without orders as zero, in date order. Pure.
import type { DayTotal } from "./dashboard.repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of `date`, YYYY-MM-DD. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The first moment (UTC) of the window of `days` days that ends with the day of `now`. */
export function windowStart(now: Date, days: number): Date {
  const today = Date.parse(`${utcDay(now)}T00:00:00Z`);
  return new Date(today - (days - 1) * DAY_MS);
}

/** `days` days ending with the day of `now`, each with its totals from `rows` or zero. */
export function dailySeries(rows: readonly DayTotal[], now: Date, days: number): DayTotal[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const start = windowStart(now, days).getTime();
  return Array.from({ length: days }, (_, index) => {
    const day = utcDay(new Date(start + index * DAY_MS));
    return byDay.get(day) ?? { day, orders: 0, revenueCents: 0 };
  });
}
