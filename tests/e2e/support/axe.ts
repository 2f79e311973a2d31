// axe with the rules the shop holds itself to: WCAG 2.1 A/AA and axe's best practices.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

export const VIEWPORTS = [
  { name: "1440x900", width: 1440, height: 900 },
  { name: "390x844", width: 390, height: 844 },
] as const;

/**
 * The screen sizes a page's scan runs at in `lang`: both in Spanish, the wide one in English. Each
 * language's words are scanned; the phone's layout once, with the longer words (decision 070).
 */
export function viewportsFor(lang: "en" | "es"): readonly (typeof VIEWPORTS)[number][] {
  return lang === "es" ? VIEWPORTS : VIEWPORTS.slice(0, 1);
}

/** `include`: a selector to scan alone (an open dialog), when the page around it is scanned elsewhere. */
export async function expectNoViolations(page: Page, { include }: { include?: string } = {}) {
  // Legacy mode runs axe in the page itself: the default opens a blank page for every scan to merge
  // the frames' results, seconds on a busy machine, for pages whose frames are our own. Only
  // violations are detailed: the passes' node lists are work nobody reads.
  let builder = new AxeBuilder({ page })
    .withTags(TAGS)
    .setLegacyMode()
    .options({ resultTypes: ["violations"] });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes
      .slice(0, 5)
      .map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
  }));
  expect(summary).toEqual([]);
}
