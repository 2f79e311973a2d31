// A cheap phone on a train, as Lighthouse's mobile profile has it: its screen and touch, the CPU
// slowed 4× (or more) and slow 4G, and a parent who types at a person's speed from the first moment.
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { blockThirdParties } from "./fixtures.ts";
import { PHONE } from "./inp.ts";

/** Lighthouse's "slow 4G": 150 ms round trips and 1.6 Mbit/s down, with its 3.75× and 0.9× factors. */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
};

/** About eight keys a second: a parent typing on a phone. */
export const KEY_DELAY_MS = 125;

export async function slowPhone(
  browser: Browser,
  cpuSlowdown: number,
  slowNetwork = true,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, reducedMotion: "reduce" });
  await blockThirdParties(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (cpuSlowdown > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  if (slowNetwork) {
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  }
  return { context, page };
}

/** Taps a field and types into it key by key, as a person does, whatever the page is doing. */
export async function typeAsPerson(page: Page, field: Locator, text: string): Promise<void> {
  await field.tap();
  await page.keyboard.type(text, { delay: KEY_DELAY_MS });
}
