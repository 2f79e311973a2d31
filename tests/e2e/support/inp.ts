// Interaction to Next Paint of a page's first tap, as Google's web-vitals library measures it, on a
// phone: Lighthouse's mobile screen, touch, and the CPU slowed four times. Shared by the browser
// test (each tap works and is measured) and `npm run bench:inp` (the figures, many runs a side).
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Locator, Page } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";
import { blockThirdParties, expect } from "./fixtures.ts";
import { inLang, landing, t, type Lang } from "./i18n.ts";
import { FAQ_ID } from "#app/shared/landing-anchors.ts";

/**
 * The library's build for a plain <script> (its package exports name only the module builds) and
 * the call that logs each INP change into `window.inpReports`, as one script: Playwright runs each
 * init script in its own scope, so the library's global would not reach a second one.
 */
const WEB_VITALS_AND_INP_LOG = `${readFileSync(
  path.join(
    path.dirname(createRequire(import.meta.url).resolve("web-vitals")),
    "web-vitals.attribution.iife.js",
  ),
  "utf8",
)}
window.inpReports = [];
webVitals.onINP(({ value, attribution }) => window.inpReports.push({
  inpMs: value,
  inputDelayMs: attribution.inputDelay,
  processingMs: attribution.processingDuration,
  presentationDelayMs: attribution.presentationDelay,
}), { reportAllChanges: true, durationThreshold: 16 });`;

/** Lighthouse's mobile profile (a Moto G Power): its screen, touch and a slowed CPU. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;
export const CPU_SLOWDOWN = 4;

export interface Tap {
  name: string;
  /** The page, with `?lang=` when it is not English. */
  path: string;
  target: (page: Page) => Locator;
  /** Resolves once the tap has done what the visitor asked for. */
  done: (page: Page) => Promise<void>;
}

export interface TapTiming {
  inpMs: number;
  inputDelayMs: number;
  processingMs: number;
  presentationDelayMs: number;
}

declare global {
  interface Window {
    inpReports?: TapTiming[];
  }
}

/**
 * Loads `tap.path` on a fresh phone, waits for it to hydrate, taps once and returns what web-vitals
 * reported for that tap (every change reported, from the library's smallest threshold, 16 ms).
 * The benchmark's figure is a real phone's: the CPU slowed before the page loads, the snow falling
 * and the film playing. The browser test (`asTest`) slows the CPU only once the page has hydrated
 * and asks for reduced motion, so that on a busy machine it spends its time on the tap, not on
 * loading the page four times slower or on compositing the snow (decisions 029 and 032).
 */
export async function measureFirstTap(
  browser: Browser,
  baseURL: string,
  tap: Tap,
  { asTest = false }: { asTest?: boolean } = {},
): Promise<TapTiming> {
  const context = await browser.newContext({
    ...PHONE,
    baseURL,
    reducedMotion: asTest ? "reduce" : "no-preference",
  });
  await blockThirdParties(context);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const slowDown = () => cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    if (!asTest) await slowDown();
    await page.addInitScript(WEB_VITALS_AND_INP_LOG);
    await page.goto(tap.path);
    await waitForHydration(page);
    if (asTest) await slowDown();
    const target = tap.target(page);
    await target.scrollIntoViewIfNeeded();
    await target.tap();
    await tap.done(page);
    await page.waitForFunction(() => (window.inpReports?.length ?? 0) > 0, undefined, { timeout: 10_000 });
    const [first] = await page.evaluate(() => window.inpReports ?? []);
    if (!first) throw new Error(`web-vitals reported no interaction for ${tap.name}`);
    return first;
  } finally {
    await context.close();
  }
}

/** The four first taps the landing-page issue measures, on `/` in `lang`. */
export function landingTaps(lang: Lang): Tap[] {
  const path = inLang("/", lang);
  const other: Lang = lang === "en" ? "es" : "en";
  return [
    {
      name: "a question of the FAQ",
      path,
      target: (page) => page.locator(`#${FAQ_ID} summary`).first(),
      done: (page) => expect(page.locator(`#${FAQ_ID} details`).first()).toHaveAttribute("open", ""),
    },
    {
      name: "an example card",
      path,
      target: (page) =>
        page.getByRole("link", {
          name: t(lang, "examples.watch", { title: landing[lang].examples[0]!.title }),
        }),
      done: (page) => expect(page.getByRole("dialog")).toBeVisible(),
    },
    {
      name: "the language switch",
      path,
      target: (page) => page.locator(`header a[hreflang="${other}"]`),
      done: (page) => expect(page.locator("html")).toHaveAttribute("lang", other),
    },
    {
      name: "“add another child”",
      path,
      target: (page) => page.getByRole("button", { name: t(lang, "order.film.add") }),
      done: (page) =>
        expect(page.getByRole("group", { name: t(lang, "order.film.legend", { number: 2 }) })).toBeVisible(),
    },
  ];
}
