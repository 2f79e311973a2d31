// Time left until Christmas: 25 December 00:00 in a fixed UTC-5 zone, then the next year's.

/** UTC-5 all year round (no daylight saving), as the spec fixes it. */
const ZONE_OFFSET_HOURS = -5;

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The next 25 December 00:00 at UTC-5 strictly after `now` (the moment itself counts as passed). */
export function nextChristmas(now: Date): Date {
  const christmasOf = (year: number) => new Date(Date.UTC(year, 11, 25, -ZONE_OFFSET_HOURS, 0, 0));
  // The UTC-5 calendar year of `now` decides which Christmas comes next.
  const localYear = new Date(now.getTime() + ZONE_OFFSET_HOURS * 3_600_000).getUTCFullYear();
  const thisYear = christmasOf(localYear);
  return now.getTime() < thisYear.getTime() ? thisYear : christmasOf(localYear + 1);
}

export function timeUntilChristmas(now: Date): TimeLeft {
  const totalSeconds = Math.ceil((nextChristmas(now).getTime() - now.getTime()) / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
  };
}
