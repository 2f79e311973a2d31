// An operator uploads a finished film in place of a render, in both languages: a wrong file is
// refused with its reason (also without JavaScript), a good MP4 makes the paid order ready, the
// buyer's delivery e-mail arrives with the private link, and that page plays the uploaded film; the
// operator's correction of the delivered film then sends it back to be made again.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { mailsTo, uniqueEmail } from "./support/account.ts";
import { expectNoViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { LANGS, t, type Lang } from "./support/i18n.ts";
import { signInAsOperator } from "./support/operator.ts";
import { seedPaidOrder } from "./support/seed-order.ts";

// Made afresh by each beforeAll: a worker that runs both languages runs afterAll between them.
let dir = "";
let GOOD = "";
let VP9 = "";
const FILM_LINK = /https?:\/\/\S+\/films\/[A-Za-z0-9_-]{22}/;

test.beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "console-upload-"));
  GOOD = path.join(dir, "film.mp4");
  VP9 = path.join(dir, "film.webm");
  const input = ["-f", "lavfi", "-i", "testsrc2=s=640x360:d=2:r=25", "-f", "lavfi", "-i", "sine=d=2"];
  const ffmpeg = (args: string[]) =>
    execFileSync("/usr/bin/ffmpeg", ["-v", "error", "-y", ...input, ...args]);
  ffmpeg([
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    "-pix_fmt",
    "yuv420p",
    "-c:a",
    "aac",
    "-shortest",
    GOOD,
  ]);
  ffmpeg(["-c:v", "libvpx-vp9", "-deadline", "realtime", "-c:a", "libopus", "-shortest", VP9]);
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function uploadOn(page: Page, lang: Lang, child: string, file: string) {
  const summary = page.getByText(t(lang, "console.upload.title"));
  const fileInput = page.getByLabel(t(lang, "console.upload.file", { name: child }));
  if (!(await fileInput.isVisible())) await summary.click();
  await fileInput.setInputFiles(file);
  await page.getByRole("button", { name: t(lang, "console.upload.submit") }).click();
}

for (const lang of LANGS) {
  test(`an operator uploads a finished film and the family gets it (${lang})`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const child = lang === "en" ? "Quillon" : "Yolanda";
    const buyer = uniqueEmail(`upload-${lang}`);
    await page.goto(await seedPaidOrder(page.request, lang, 1, { email: buyer, childNames: [child] }));
    const reference = (await page.getByTestId("order-reference").textContent()) ?? "";

    await signInAsOperator(page, lang);
    const orderPage = `/console/orders/${reference}`;
    await page.goto(orderPage);

    // A wrong file, sent without JavaScript: the page says why, in the operator's language.
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const plain = await noScript.newPage();
    await plain.goto(orderPage);
    await uploadOn(plain, lang, child, VP9);
    await expect(plain.getByRole("alert")).toContainText(
      t(lang, "console.upload.error.video_codec", { found: "VP9" }),
    );
    await expect(plain.getByTestId("order-state")).toHaveText(t(lang, "console.state.paid"));
    await noScript.close();

    // The good film, with JavaScript (the upload's progress shows while it goes).
    await uploadOn(page, lang, child, GOOD);
    await expect(
      page.getByRole("status").filter({ hasText: t(lang, "console.upload.done", { position: 1 }) }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\?uploaded=1$/);
    await expect(page.getByTestId("order-state")).toHaveText(
      new RegExp(`${t(lang, "console.state.ready")}|${t(lang, "console.state.delivered")}`),
    );
    await expectNoViolations(page);

    // The buyer's delivery e-mail carries the private link, whose page plays the uploaded film.
    await expect
      .poll(async () => (await mailsTo(buyer)).some((mail) => FILM_LINK.test(mail.text)), { timeout: 20_000 })
      .toBe(true);
    const mail = (await mailsTo(buyer)).find((candidate) => FILM_LINK.test(candidate.text));
    const link = new URL(FILM_LINK.exec(mail?.text ?? "")?.[0] ?? "");
    await page.goto(`${link.pathname}${link.search}`);
    const video = page.locator("video");
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(1);
    expect(
      await video.evaluate((element: HTMLVideoElement) => [
        element.videoWidth,
        element.videoHeight,
        Math.round(element.duration),
      ]),
    ).toEqual([640, 360, 2]);
    // An uploaded film has no captions: the page offers none.
    await expect(page.locator("video track")).toHaveCount(0);

    // Corrected by the operator once delivered, the film is to be made again (this shop renders
    // nothing; the remake itself is run-order-action.test.ts's and films.spec.ts's, decision 070).
    await page.goto(orderPage);
    const state = page.getByTestId("order-state");
    await expect(async () => {
      await page.reload();
      await expect(state).toHaveText(t(lang, "console.state.delivered"), { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const correction = page.locator("details", {
      has: page.getByText(t(lang, "console.actions.correct.open", { name: child })),
    });
    await correction.locator("summary").click();
    await correction.getByLabel(t(lang, "order.field.childName")).fill(`${child} Rose`);
    await correction.getByRole("button", { name: t(lang, "console.actions.correct.submit") }).click();
    await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText(
      t(lang, "console.actions.result.correctedRemake", { name: `${child} Rose` }),
    );
    await expect(state).toHaveText(t(lang, "console.state.in_production"));
  });
}
