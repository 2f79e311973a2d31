// The snow holds still, scattered, while the page loads, and falls once the browser is idle after
// it (decision 009): its frames, restyled on the main thread where there is no GPU, would otherwise
// lengthen the loading work. A page whose modules run is released once React has hydrated it (the
// Snow component); a page whose modules wait until needed, by its own first script (decision 031).

/** Lets the snow fall once the browser is idle (at the latest two seconds later). */
export function releaseSnowWhenIdle(): () => void {
  const release = () => document.body.removeAttribute("data-snow-held");
  if (typeof requestIdleCallback !== "function") {
    // Safari has none: the next turn of the event loop, still after the work that asked.
    const id = setTimeout(release, 0);
    return () => clearTimeout(id);
  }
  const id = requestIdleCallback(release, { timeout: 2000 });
  return () => cancelIdleCallback(id);
}

/**
 * After `load`, on a page whose modules wait until needed and have not started: lets the snow fall
 * when the browser is idle. Runs in the page, written into it as source (`page-start.server.ts`):
 * self-contained.
 */
export function releaseSnowUnlessHydrating(modulesWaitUntilNeeded: boolean): void {
  if (!modulesWaitUntilNeeded) return;
  const release = () => {
    if (!document.querySelector('script[type="module"]')) document.body.removeAttribute("data-snow-held");
  };
  if (typeof requestIdleCallback === "function") requestIdleCallback(release, { timeout: 2000 });
  else setTimeout(release, 0);
}
