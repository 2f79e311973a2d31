// Lighthouse's accessibility, best-practices and SEO categories do not depend on the machine's
// speed, so they are guarded here; performance is measured by `npm run bench:web`.
import { expect, test } from "@playwright/test";
import { failingAudits, lighthouseReport } from "../../bench/lib/lighthouse.ts";
import { SHOP_URL } from "./support/servers.ts";

const CATEGORIES = ["accessibility", "best-practices", "seo"];

test.describe.configure({ mode: "serial", timeout: 120_000 });

// The landing page in both languages; the others once each, in turn (decision 070): each language's
// head (title, description, alternates) is language.spec.ts's and pages.spec.ts's too.
const PAGES = [
  { path: "/", languages: ["en", "es"] },
  { path: "/order", languages: ["es"] },
  { path: "/account", languages: ["en"] },
];

for (const { path, languages } of PAGES) {
  for (const language of languages) {
    test(`Lighthouse scores 100 for ${CATEGORIES.join(", ")} on ${path} in ${language}`, async () => {
      const url = `${SHOP_URL}${path}${language === "es" ? "?lang=es" : ""}`;
      const lhr = await lighthouseReport(url, CATEGORIES);
      for (const category of CATEGORIES) {
        const score = Math.round((lhr.categories[category]?.score ?? 0) * 100);
        expect(score, `${category} on ${url}: ${failingAudits(lhr, category).join("; ")}`).toBe(100);
      }
    });
  }
}
