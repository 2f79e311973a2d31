// The test object every spec uses: each browser context refuses every request that does not go
// to the local servers, so no test ever touches the network, and its request client sends a request
// reset on a kept-alive connection once more. Helpers for hydration and the keyboard.
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from "@playwright/test";

/**
 * Every address but the local servers' (and data: and blob:). A pattern, not a function: Playwright
 * matches it in its own driver, so the shop's own requests go on without a round trip through the
 * test's handler, which costs half a second a request on a busy machine.
 */
export const NOT_LOCAL =
  /^(?!(?:https?|wss?):\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d+)?(?:[/?#]|$)|data:|blob:)/;

/** Aborts every non-local request. Routes added later (stubs) take precedence over this one. */
export async function blockThirdParties(context: BrowserContext): Promise<string[]> {
  const blocked: string[] = [];
  await context.route(NOT_LOCAL, async (route) => {
    blocked.push(route.request().url());
    return route.abort("blockedbyclient");
  });
  return blocked;
}

type Send = (url: string, options?: { maxRetries?: number }) => ReturnType<APIRequestContext["get"]>;

/**
 * Has each request of the context's own client (`page.request`) sent again once after a connection
 * reset, as a browser does: Playwright keeps connections alive, and on a loaded machine it can reuse
 * one just as the shop closes it for idling (Node's 5 s), before the shop has read the request
 * (decision 070). A request's own `maxRetries` stands.
 */
function resendResets(request: APIRequestContext): void {
  const methods = ["delete", "fetch", "get", "head", "patch", "post", "put"] as const;
  const client = request as unknown as Record<(typeof methods)[number], Send>;
  for (const method of methods) {
    const send = client[method].bind(request);
    client[method] = (url, options) => send(url, { maxRetries: 1, ...options });
  }
}

export const test = base.extend<{ blockedRequests: string[] }>({
  blockedRequests: [
    async ({ context }, provide) => {
      resendResets(context.request);
      await provide(await blockThirdParties(context));
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Where specs leave pictures for a person to look at (full pages in each language and size): in the
 * run's own results, which CI keeps with the run and git ignores, never in a shared /tmp.
 */
export const SCREENSHOTS = "test-results/screenshots";
export { waitForHydration } from "./hydration.ts";

/**
 * Presses Tab (or Shift+Tab, `backwards`) until `target` has the focus, as a keyboard user would,
 * at most `limit` presses. The element is found once: each press is then one round trip and one
 * cheap check, where a locator would search the page again after every press (half a second each
 * on a busy machine).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { limit = 40, backwards = false }: { limit?: number; backwards?: boolean } = {},
): Promise<void> {
  const element = await target.elementHandle();
  if (!element) throw new Error(`${target.toString()} is not on the page`);
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    if (await element.evaluate((node) => node === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()} in ${limit} presses`);
}

/** Scrolls without the page's smooth scrolling, so the position is reached at once. */
export async function scrollToY(page: Page, top: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
}
