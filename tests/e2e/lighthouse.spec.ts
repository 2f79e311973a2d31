// Lighthouse's accessibility, best-practices and SEO categories do not depend on the machine's
// speed, so they are guarded here; performance is measured by `npm run bench:web`.
import { expect, test } from "@playwright/test";
import { failingAudits, lighthouseReport } from "../../bench/lib/lighthouse.ts";
import { SHOP_URL } from "./support/servers.ts";

const CATEGORIES = ["accessibility", "best-practices", "seo"];

test.describe.configure({ mode: "serial", timeout: 120_000 });

for (const path of ["/", "/order", "/account"]) {
  for (const language of ["en", "es"]) {
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
