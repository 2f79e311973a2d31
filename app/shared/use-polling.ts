// Asks the server for the page's data again every few seconds while something is on its way (a
// payment's confirmation, a film in the making), at most `limit` times.
import { useEffect } from "react";
import { useRevalidator } from "react-router";

export function usePolling(active: boolean, everyMs: number, limit = Number.POSITIVE_INFINITY): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!active) return;
    let polls = 0;
    const timer = setInterval(() => {
      polls += 1;
      if (polls > limit) clearInterval(timer);
      else void revalidate();
    }, everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs, limit, revalidate]);
}
