// The product itself, end to end in Chromium: an order with photos is paid in test mode, the shop
// renders its film (the short test template), the delivery e-mail arrives at a real SMTP server,
// and its link opens the private film page, which plays the film with its captions; in both
// languages, with axe on the film page. Then the landing page's sample films, made on first use.
import { randomUUID } from "node:crypto";
import { expect, test, waitForHydration } from "./support/fixtures.ts";
import { expectNoViolations } from "./support/axe.ts";
import { inLang, landing, t, type Lang } from "./support/i18n.ts";
import { childGroup, expectUploadedPhotos, fillBuyer, fillChild, pickPhotos } from "./support/order-form.ts";
import { jpegPhotos } from "./support/photos.ts";
import { FILM_URL, SMTP_SINK_URL } from "./support/servers.ts";
import type { ReceivedMail } from "./support/smtp-sink.ts";
import { SAMPLE_CHILDREN } from "#server/samples/sample-children.ts";

const NAMES = { en: "Zoë O'Connor", es: "José Núñez" } as const;

async function mailsTo(email: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${SMTP_SINK_URL}/?to=${encodeURIComponent(email)}`);
  return (await response.json()) as ReceivedMail[];
}

for (const lang of ["en", "es"] as const satisfies Lang[]) {
  test(`a paid order's film is rendered, delivered by e-mail and plays on its private page (${lang})`, async ({
    page,
    request,
  }) => {
    // Rendering the short template takes tens of seconds on a busy two-core machine.
    test.setTimeout(300_000);
    const email = `film-${lang}-${randomUUID().slice(0, 8)}@example.com`;
    const name = NAMES[lang];
    await page.goto(`${FILM_URL}${inLang("/order", lang)}`);
    await waitForHydration(page);
    const child = childGroup(page, lang, 1);
    await fillChild(child, lang, {
      name,
      age: 7,
      eyes: "green",
      hair: "red",
      wishes: "A sledge",
      filmLanguage: lang,
    });
    await pickPhotos(child, lang, await jpegPhotos(2, `film-${lang}`));
    await expectUploadedPhotos(child, lang, name, 2);
    await fillBuyer(page, lang, { name: "Ada Parent", email });
    await page.getByRole("button", { name: t(lang, "order.submit") }).click();
    await expect(page).toHaveURL(/\/checkout\/test\//);
    await page
      .getByRole("button", { name: t(lang, "checkout.pay", { total: "$24.95" }), exact: true })
      .click();
    await expect(page).toHaveURL(/\/orders\/[\w-]{22}/);

    // The order page follows the film: queued or in the making, then its link.
    const watch = page.getByRole("link", { name: t(lang, "film.watch", { name }) });
    await expect(watch).toBeVisible({ timeout: 240_000 });

    // The delivery e-mail, in the order's language, carries the film's private link.
    let delivery: ReceivedMail | undefined;
    await expect
      .poll(
        async () => {
          delivery = (await mailsTo(email)).find((mail) => mail.text.includes("/films/"));
          return delivery?.subject;
        },
        { timeout: 60_000 },
      )
      .toContain(lang === "en" ? "ready" : "listo");
    // The order page now says it is delivered, and no longer that an e-mail is on its way.
    await expect(async () => {
      await page.reload();
      await expect(
        page.getByRole("heading", { level: 1, name: t(lang, "confirmation.title.delivered") }),
      ).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByText(t(lang, "confirmation.deliveredSent", { email }))).toBeVisible();
    await expect(page.getByText(t(lang, "confirmation.emailSent", { email }))).toHaveCount(0);
    const link = /https?:\/\/\S+\/films\/[\w-]{22}/.exec(delivery!.text)?.[0];
    expect(link).toBeTruthy();

    await page.goto(link!);
    await expect(
      page.getByRole("heading", { level: 1, name: t(lang, "film.title", { name }) }),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const video = page.locator("video");
    // Chromium reads the film's header: it knows the length, 1920×1080.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(1);
    const size = await video.evaluate((element: HTMLVideoElement) => [
      element.videoWidth,
      element.videoHeight,
      Math.round(element.duration),
    ]);
    expect(size.slice(0, 2)).toEqual([1920, 1080]);
    expect(size[2]).toBeGreaterThan(5);

    // The captions load, in the film's language, with the child's name in them.
    await expect
      .poll(() =>
        video.evaluate((element: HTMLVideoElement) => {
          const track = element.querySelector("track");
          return track ? (track as HTMLTrackElement).readyState : -1;
        }),
      )
      .toBe(2);
    // Captions of the other language are there too, for a family that reads it; off by default.
    const other = lang === "en" ? "es" : "en";
    await expect(page.locator("track")).toHaveCount(2);
    await expect(page.locator("track").nth(1)).toHaveAttribute("srclang", other);
    await expect(page.locator("track").nth(1)).not.toHaveAttribute("default");
    const otherUrl = await page.locator("track").nth(1).getAttribute("src");
    const otherVtt = await (await request.get(`${FILM_URL}${otherUrl}`)).text();
    expect(otherVtt.startsWith("WEBVTT")).toBe(true);
    expect(otherVtt).toContain(name);
    const captionsUrl = await page.locator("track").first().getAttribute("src");
    const captions = await request.get(`${FILM_URL}${captionsUrl}`);
    expect(captions.headers()["content-type"]).toContain("text/vtt");
    const vtt = await captions.text();
    expect(vtt.startsWith("WEBVTT")).toBe(true);
    expect(vtt).toContain(name.split(" ")[0]!);

    // Players seek with ranges; the download has a plain file name.
    const videoUrl = await page.locator("video source").getAttribute("src");
    const partial = await request.get(`${FILM_URL}${videoUrl}`, { headers: { Range: "bytes=0-99" } });
    expect(partial.status()).toBe(206);
    expect(partial.headers()["accept-ranges"]).toBe("bytes");
    expect(partial.headers()["content-type"]).toBe("video/mp4");
    expect(partial.headers()["content-range"]).toMatch(/^bytes 0-99\/\d+$/);
    // It played above without any cache: no browser keeps a family's film (decision 042).
    expect(partial.headers()["cache-control"]).toBe("private, no-store");
    expect(captions.headers()["cache-control"]).toBe("private, no-store");
    expect((await partial.body()).length).toBe(100);
    const download = await request.head(`${FILM_URL}${videoUrl}?download`);
    expect(download.headers()["content-disposition"]).toMatch(
      /attachment; filename="santa-video-[a-z0-9-]+\.mp4"/,
    );

    const page404 = await request.get(`${FILM_URL}/films/${"x".repeat(22)}`);
    expect(page404.status()).toBe(404);
    await expectNoViolations(page);
  });
}

// The landing page's examples are films of ours: the first visitor's click asks for one, the
// renderer makes it (here from the short template), and the dialog then plays it with captions.
for (const [lang, index] of [
  ["en", 0],
  ["es", 5],
] as const) {
  test(`an example card plays our own sample film, made on first use (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const film = landing[lang].examples[index]!;
    const file = `${FILM_URL}/samples/${index + 1}-${lang}`;
    await page.goto(`${FILM_URL}${inLang("/", lang)}`);
    await waitForHydration(page);
    const card = page.getByRole("link", { name: t(lang, "examples.watch", { title: film.title }) });
    await card.click();
    const dialog = page.getByRole("dialog", { name: t(lang, "examples.player", { title: film.title }) });
    await expect(dialog.getByRole("status")).toHaveText(t(lang, "examples.preparing"));
    await page.keyboard.press("Escape");

    // Asking queued it; it is made once, while the shop goes on answering.
    await expect
      .poll(async () => (await request.head(`${file}.mp4`)).status(), {
        timeout: 200_000,
        intervals: [2_000],
      })
      .toBe(200);

    await card.click();
    const video = dialog.locator("video");
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(1);
    expect(
      await video.evaluate((element: HTMLVideoElement) => [element.videoWidth, element.videoHeight]),
    ).toEqual([1920, 1080]);
    await expect(video).toHaveAttribute("poster", `/media/example-${index + 1}.webp`);
    await expect
      .poll(() =>
        video.evaluate((element: HTMLVideoElement) => element.querySelector("track")?.readyState ?? -1),
      )
      .toBe(2);
    const vtt = await (await request.get(`${file}.vtt`)).text();
    expect(vtt.startsWith("WEBVTT")).toBe(true);
    expect(vtt).toContain(SAMPLE_CHILDREN[index]!.details[lang].name);

    const partial = await request.get(`${file}.mp4`, { headers: { Range: "bytes=100-199" } });
    expect(partial.status()).toBe(206);
    // Public, unlike a family's film: browsers may keep it for the hour.
    expect(partial.headers()["cache-control"]).toBe("public, max-age=3600");
    expect(partial.headers()["content-type"]).toBe("video/mp4");
    expect((await partial.body()).length).toBe(100);
    await expectNoViolations(page);
  });
}
