// The test object every spec uses: each browser context refuses every request that does not go
// to the local servers, so no test ever touches the network. Helpers for hydration and the keyboard.
import { test as base, expect, type BrowserContext, type Locator, type Page } from "@playwright/test";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function isLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === "data:" || protocol === "blob:") return true;
  return LOCAL_HOSTS.has(hostname);
}

/** Aborts every non-local request. Routes added later (stubs) take precedence over this one. */
export async function blockThirdParties(context: BrowserContext): Promise<string[]> {
  const blocked: string[] = [];
  await context.route("**/*", async (route) => {
    const url = route.request().url();
    if (isLocal(url)) return route.fallback();
    blocked.push(url);
    return route.abort("blockedbyclient");
  });
  return blocked;
}

export const test = base.extend<{ blockedRequests: string[] }>({
  blockedRequests: [
    async ({ context }, provide) => {
      await provide(await blockThirdParties(context));
    },
    { auto: true },
  ],
});

export { expect };
export { waitForHydration } from "./hydration.ts";

/** Presses Tab until `target` has the focus, as a keyboard user would (at most `limit` presses). */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()} in ${limit} presses`);
}

/** Scrolls without the page's smooth scrolling, so the position is reached at once. */
export async function scrollToY(page: Page, top: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
}
