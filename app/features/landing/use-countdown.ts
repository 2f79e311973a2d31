// The time left until Christmas, recomputed every second. While hydrating, React uses the
// server's clock (passed in), so server and browser render the same markup; then the live one.
import { useSyncExternalStore } from "react";
import { timeUntilChristmas, type TimeLeft } from "#domain/countdown.ts";

function subscribe(onTick: () => void) {
  const timer = window.setInterval(onTick, 1000);
  return () => window.clearInterval(timer);
}

/** Whole seconds, so the snapshot stays the same between ticks as React requires. */
const currentSecond = () => Math.floor(Date.now() / 1000) * 1000;

export function useCountdown(serverNow: number): TimeLeft {
  const now = useSyncExternalStore(subscribe, currentSecond, () => serverNow);
  return timeUntilChristmas(new Date(now));
}
