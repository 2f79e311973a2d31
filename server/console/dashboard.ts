// The console's dashboard: what an operator checks first in the morning, read in one go.
import type { Db } from "../db/client.ts";
import { latestRuns, type RetentionRunRow } from "../retention/retention.repository.ts";
import { dailySeries, windowStart } from "./dashboard-series.ts";
import {
  deliveryTimes,
  failedRenders,
  filmsInProduction,
  paidOrdersPerDay,
  unsentMails,
  type DayTotal,
  type DeliveryTimes,
  type FailedRender,
  type FilmInProduction,
  type UnsentMail,
} from "./dashboard.repository.ts";

// The screen's pieces are typed by what this use-case returns, never by the repository.
export type { DayTotal, DeliveryTimes, FailedRender, FilmInProduction, RetentionRunRow, UnsentMail };

export const CHART_DAYS = 30;
export const DELIVERY_WINDOW_DAYS = 7;
/** Rows a list shows; more than this many waiting is a matter for the queue's filters. */
export const LIST_LIMIT = 50;
const RUNS_SHOWN = 5;

export interface Dashboard {
  days: DayTotal[];
  delivery: DeliveryTimes;
  production: FilmInProduction[];
  failed: FailedRender[];
  unsent: UnsentMail[];
  retentionRuns: RetentionRunRow[];
}

export async function loadDashboard(db: Db, now = new Date()): Promise<Dashboard> {
  const [perDay, delivery, production, failed, unsent, retentionRuns] = await Promise.all([
    paidOrdersPerDay(db, windowStart(now, CHART_DAYS)),
    deliveryTimes(db, new Date(now.getTime() - DELIVERY_WINDOW_DAYS * 86_400_000), now),
    filmsInProduction(db, LIST_LIMIT),
    failedRenders(db, LIST_LIMIT),
    unsentMails(db, LIST_LIMIT),
    latestRuns(db, RUNS_SHOWN),
  ]);
  return { days: dailySeries(perDay, now, CHART_DAYS), delivery, production, failed, unsent, retentionRuns };
}
