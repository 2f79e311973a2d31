// Knowing when a page has hydrated, for the browser tests and for bench:web's count of the scripts
// a page loads (its modules start after the first paint, decision 007, or when needed, 031).
import type { Page } from "@playwright/test";

/**
 * Asks for the page's modules as a visitor's first focus does (a page that starts them when needed
 * waits for one; decision 031), then waits until React has hydrated the page: the elements carry
 * React's fiber keys, the page no longer leaves its taps to the browser, and its language is saved.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    // Asked again at every look: the page may have been replaced since (a saved language read back).
    document.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    const footer = document.querySelector("footer");
    // React keeps the page's taps and keys while this mark stands (app/shared/hydration-hold.ts).
    const hydrated =
      !!footer &&
      Object.keys(footer).some((key) => key.startsWith("__reactFiber$")) &&
      !document.body.hasAttribute("data-hydrating");
    const stored = (() => {
      try {
        return localStorage.getItem("language");
      } catch {
        return null;
      }
    })();
    return hydrated && stored === document.documentElement.lang;
  });
}

/** Holds the page's modules back, for this page's loads, until the returned function is called. */
export async function holdModules(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Errors React reports for a hydration mismatch (its production builds say "#418" and friends). */
const HYDRATION_ERROR = /hydrat|Minified React error #(418|419|422|423|425)\b/i;

/** The hydration errors the page reports from now on, collected as they come. */
export function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && HYDRATION_ERROR.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (HYDRATION_ERROR.test(`${error.message}\n${error.stack ?? ""}`)) errors.push(error.message);
  });
  return errors;
}
