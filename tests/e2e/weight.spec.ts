// The JavaScript budget of the landing page, counted as the browser downloads it (compressed).
import { expect, test } from "@playwright/test";

const BUDGET_BYTES = 130 * 1024;

test("the landing page needs at most 130 KB of compressed JavaScript", async ({ page }) => {
  const scripts: Promise<number>[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "script") {
      scripts.push(request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize));
    }
  });
  await page.goto("/", { waitUntil: "networkidle" });
  const total = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  expect(scripts.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
