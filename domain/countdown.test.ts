import { describe, expect, it } from "vitest";
import { nextChristmas, timeUntilChristmas } from "./countdown.ts";

/** A wall-clock time in the fixed UTC-5 zone, as an instant. */
const atUtcMinus5 = (iso: string) => new Date(`${iso}-05:00`);

describe("the Christmas countdown", () => {
  it("shows one second left at 24 December 23:59:59 (UTC-5)", () => {
    expect(timeUntilChristmas(atUtcMinus5("2026-12-24T23:59:59"))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
    });
  });

  it("turns to next year's Christmas at 25 December 00:00:00 (UTC-5)", () => {
    const now = atUtcMinus5("2026-12-25T00:00:00");
    expect(nextChristmas(now)).toEqual(atUtcMinus5("2027-12-25T00:00:00"));
    expect(timeUntilChristmas(now)).toEqual({ days: 365, hours: 0, minutes: 0, seconds: 0 });
  });

  it("keeps counting to next year's after Christmas and across New Year", () => {
    expect(nextChristmas(atUtcMinus5("2026-12-31T23:59:59"))).toEqual(atUtcMinus5("2027-12-25T00:00:00"));
    // Already 1 January in UTC, still 31 December at UTC-5.
    expect(nextChristmas(new Date("2027-01-01T03:00:00Z"))).toEqual(atUtcMinus5("2027-12-25T00:00:00"));
    expect(nextChristmas(atUtcMinus5("2027-01-01T00:00:00"))).toEqual(atUtcMinus5("2027-12-25T00:00:00"));
  });

  it("uses UTC-5, not UTC: at 25 December 02:00 UTC it is still Christmas Eve", () => {
    const now = new Date("2026-12-25T02:00:00Z");
    expect(timeUntilChristmas(now)).toEqual({ days: 0, hours: 3, minutes: 0, seconds: 0 });
  });

  it("splits a long wait into days, hours, minutes and seconds", () => {
    expect(timeUntilChristmas(atUtcMinus5("2026-11-22T10:20:30"))).toEqual({
      days: 32,
      hours: 13,
      minutes: 39,
      seconds: 30,
    });
  });

  it("handles a leap year", () => {
    expect(timeUntilChristmas(atUtcMinus5("2027-12-25T00:00:00")).days).toBe(366);
  });
});
