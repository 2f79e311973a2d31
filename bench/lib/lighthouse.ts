// Runs Lighthouse (mobile defaults, simulated throttling) against Debian's Chromium.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../tests/chromium.ts";

/** Lighthouse's `mainthread-work-breakdown`, in the three parts the landing-page issue compares. */
export interface MainThreadWork {
  totalMs: number;
  /** Evaluating, parsing and compiling script. */
  scriptMs: number;
  styleLayoutMs: number;
  /** The rest: parsing HTML, paint, compositing, animation ticks, garbage collection, "other". */
  otherMs: number;
}

export interface LighthouseFigures {
  scores: Record<string, number>;
  mainThread: MainThreadWork;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: { js: number; css: number; html: number };
}

interface WorkItem {
  group: string;
  duration: number;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is tried again. */
const ATTEMPTS = 3;

export async function lighthouseReport(url: string, onlyCategories?: string[]): Promise<Report> {
  let lastError = "";
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_FLAGS,
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories,
        // The 404 page is a page we judge too: its status is the point, not a failed load.
        ignoreStatusCode: true,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (!result.lhr.runtimeError) return result.lhr;
      lastError = result.lhr.runtimeError.message;
    } finally {
      chrome.kill();
    }
  }
  throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}: ${lastError}`);
}

export function figuresOf(lhr: Report): LighthouseFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items =
    (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const bytesOf = (type: string) =>
    items
      .filter((item) => item.resourceType === type)
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const work =
    (lhr.audits["mainthread-work-breakdown"]?.details as { items?: WorkItem[] } | undefined)?.items ?? [];
  const workOf = (groups: string[]) =>
    work.filter((item) => groups.includes(item.group)).reduce((sum, item) => sum + item.duration, 0);
  const totalMs = workOf(work.map((item) => item.group));
  const scriptMs = workOf(["scriptEvaluation", "scriptParseCompile"]);
  const styleLayoutMs = workOf(["styleLayout"]);
  return {
    mainThread: { totalMs, scriptMs, styleLayoutMs, otherMs: totalMs - scriptMs - styleLayoutMs },
    scores: Object.fromEntries(
      Object.entries(lhr.categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
    ),
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    bytes: { js: bytesOf("Script"), css: bytesOf("Stylesheet"), html: bytesOf("Document") },
  };
}

/** The audits that cost a category points, for a failure message a person can act on. */
export function failingAudits(lhr: Report, category: string): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title ?? ""}`);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
