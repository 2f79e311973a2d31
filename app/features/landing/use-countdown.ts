// The time left until Christmas, recomputed every second. The first render uses the server's
// clock (passed in), so server and browser render the same markup and hydration never mismatches.
import { useEffect, useState } from "react";
import { timeUntilChristmas, type TimeLeft } from "../../../domain/countdown.ts";

export function useCountdown(serverNow: number): TimeLeft {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return timeUntilChristmas(new Date(now));
}
