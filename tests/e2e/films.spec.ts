// The product itself, end to end in Chromium, on the film server (the short test template): a parent
// types the child's name and how it is said, hears Santa's greeting of it, and pays in test mode; the
// shop renders the film, the delivery e-mail arrives at a real SMTP server, and its link opens the
// private film page, which plays the film with its captions, with axe on it. The family then corrects
// the film in My Orders, the spelling of the name taken out and the wish changed: the film is made
// again under the same link and delivered once more, and where the captions name the child it sounds
// otherwise (the same name, said as written), and the console's order page names the voice that spoke
// it. Then a landing page's sample film, made on first use. Three films in all (decision 070): the
// other language's film, a renamed child's film, the operator's correction and the recorded name in a
// film are the unit tests' (render-film.test.ts, film-correction-remake.test.ts,
// run-order-action.test.ts, film-correction.test.ts; decision 071 says why one language pays).
import { createHash } from "node:crypto";
import { audioFile, heard, soundAt, soundGap, vttCues } from "./support/film-audio.ts";
import type { APIRequestContext } from "@playwright/test";
import { mailsTo, orderCard, signIn, uniqueEmail } from "./support/account.ts";
import { expect, test, waitForHydration } from "./support/fixtures.ts";
import { expectNoViolations } from "./support/axe.ts";
import { inLang, landing, t } from "./support/i18n.ts";
import { signInAsOperator } from "./support/operator.ts";
import { childGroup, expectUploadedPhotos, fillBuyer, fillChild, pickPhotos } from "./support/order-form.ts";
import { jpegPhotos } from "./support/photos.ts";
import { FILM_URL } from "./support/servers.ts";
import type { ReceivedMail } from "./support/smtp-sink.ts";
import { SAMPLE_CHILDREN } from "#server/samples/sample-children.ts";

test.use({ baseURL: FILM_URL });

const FILM_LINK = /https?:\/\/\S+\/films\/[\w-]{22}/;

async function deliveries(email: string): Promise<ReceivedMail[]> {
  return (await mailsTo(email)).filter((mail) => FILM_LINK.test(mail.text));
}

async function filmHash(request: APIRequestContext, link: string): Promise<string> {
  const response = await request.get(`${new URL(link).pathname}/video.mp4`);
  expect(response.status()).toBe(200);
  return createHash("sha256")
    .update(await response.body())
    .digest("hex");
}

// In Spanish: a name with accents and a tilde through the form, the render, the captions and the
// e-mail. The English film is rendered by render-job.test.ts and render-film.test.ts.
test("a paid order's film is rendered, delivered by e-mail and plays on its private page; corrected after delivery, it is made again under the same link (es)", async ({
  page,
  request,
  browser,
}) => {
  // Two renders of the short template on a busy two-core machine, one after the other.
  test.setTimeout(900_000);
  const lang = "es";
  const email = uniqueEmail("film-es");
  // An Irish name in a Spanish film: Spanish voices read "Siobhán" letter by letter, so the parent
  // writes how it sounds (decision 071). The tilde and the accent go through the form, the render,
  // the captions and the e-mail as written.
  const name = "Siobhán Núñez";
  const spelling = "Chivón Núñez";
  const wish = "Un trineo";
  const correctedWish = "Una bicicleta roja";
  await page.goto(inLang("/order", lang));
  await waitForHydration(page);
  const child = childGroup(page, lang, 1);
  await fillChild(child, lang, {
    name,
    age: 7,
    eyes: "green",
    hair: "red",
    wishes: wish,
    filmLanguage: lang,
  });
  await child.getByLabel(t(lang, "order.field.namePronunciation"), { exact: false }).fill(spelling);
  // The parent hears Santa say it before paying: a greeting of a few seconds, loud enough to hear.
  const greeted = page.waitForResponse((response) => response.url().endsWith("/order/greeting"));
  await child.getByRole("button", { name: t(lang, "order.hear.button") }).click();
  const greeting = await greeted;
  expect(greeting.status()).toBe(200);
  expect(greeting.request().postData()).toContain("Chiv");
  await expect(child.getByRole("button", { name: t(lang, "order.hear.again") })).toBeVisible();
  const stored = await page.request.post("/order/greeting", {
    form: { name, language: lang, respelling: spelling },
    headers: { origin: new URL(page.url()).origin },
  });
  const { seconds, lufs } = heard(await stored.body());
  expect(seconds).toBeGreaterThan(1.5);
  expect(seconds).toBeLessThan(8);
  expect(lufs).toBeGreaterThan(-30);
  await pickPhotos(child, lang, await jpegPhotos(2, `film-${lang}`));
  await expectUploadedPhotos(child, lang, name, 2);
  await fillBuyer(page, lang, { name: "Ada Parent", email });
  await page.getByRole("button", { name: t(lang, "order.submit") }).click();
  await expect(page).toHaveURL(/\/checkout\/test\//);
  await page.getByRole("button", { name: t(lang, "checkout.pay", { total: "$24.95" }), exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/[\w-]{22}/);
  const reference = (await page.getByTestId("order-reference").textContent()) ?? "";

  // The order page follows the film: queued or in the making, then its link.
  const watch = page.getByRole("link", { name: t(lang, "film.watch", { name }) });
  await expect(watch).toBeVisible({ timeout: 300_000 });

  // The delivery e-mail, in the order's language, carries the film's private link.
  await expect.poll(async () => (await deliveries(email)).length, { timeout: 60_000 }).toBe(1);
  const [delivery] = await deliveries(email);
  expect(delivery!.subject).toContain("listo");
  // The order page now says it is delivered, and no longer that an e-mail is on its way.
  await expect(async () => {
    await page.reload();
    await expect(
      page.getByRole("heading", { level: 1, name: t(lang, "confirmation.title.delivered") }),
    ).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText(t(lang, "confirmation.deliveredSent", { email }))).toBeVisible();
  await expect(page.getByText(t(lang, "confirmation.emailSent", { email }))).toHaveCount(0);
  const link = FILM_LINK.exec(delivery!.text)?.[0];
  expect(link).toBeTruthy();

  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole("heading", { level: 1, name: t(lang, "film.title", { name }) })).toBeVisible();
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
  await expect(page.locator("track")).toHaveCount(2);
  await expect(page.locator("track").nth(1)).toHaveAttribute("srclang", "en");
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
  // Santa says "Chivón"; the captions still write "Siobhán".
  expect(vtt).not.toContain("Chivón");

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
  const before = await filmHash(page.request, link!);
  const spelt = audioFile(
    await (await page.request.get(`${new URL(link!).pathname}/video.mp4`)).body(),
    "spelt.mp4",
  );

  // The family corrects the film in My Orders after delivery: the name said as written after all,
  // and another wish. The correction form shows the spelling they gave; they empty it.
  await signIn(page, email, lang);
  const card = orderCard(page, lang, name);
  await card.getByText(t(lang, "account.orders.correct.open", { name })).click();
  const said = card.getByLabel(t(lang, "order.field.namePronunciation"), { exact: false });
  await expect(said).toHaveValue(spelling);
  await said.fill("");
  await card.getByLabel(t(lang, "order.field.wishes"), { exact: false }).fill(correctedWish);
  await card.getByRole("button", { name: t(lang, "account.orders.correct.submit") }).click();
  const correctedCard = orderCard(page, lang, name);
  await expect(correctedCard.getByRole("status")).toHaveText(
    t(lang, "account.orders.result.correctedRemake", { name }),
  );
  await expect(correctedCard.getByTestId("order-status")).toHaveText(
    t(lang, "confirmation.state.in_production"),
  );
  // While the new film is made, the family's link still plays the one they had.
  expect(await filmHash(page.request, link!)).toBe(before);

  // A second delivery e-mail, with the same link, which now plays the new film.
  await expect.poll(async () => (await deliveries(email)).length, { timeout: 300_000 }).toBe(2);
  expect(new Set((await deliveries(email)).map((mail) => FILM_LINK.exec(mail.text)?.[0]))).toEqual(
    new Set([link]),
  );
  expect(await filmHash(page.request, link!)).not.toBe(before);
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole("heading", { level: 1, name: t(lang, "film.title", { name }) })).toBeVisible();
  const newCaptionsUrl = await page.locator("track").first().getAttribute("src");
  const newVtt = await (await page.request.get(newCaptionsUrl ?? "")).text();
  expect(newVtt.toLowerCase()).toContain(correctedWish.toLowerCase());
  expect(newVtt.toLowerCase()).not.toContain(wish.toLowerCase());

  // Where the captions name the child, the new film sounds otherwise: Santa says "Siobhán" as
  // written now, not "Chivón". Santa's first line, which names no one, sounds the same in both: the
  // measure tells the same sound from another.
  const written = audioFile(
    await (await page.request.get(`${new URL(link!).pathname}/video.mp4`)).body(),
    "written.mp4",
  );
  const [spokenBefore, spokenAfter] = [vttCues(vtt), vttCues(newVtt)];
  const naming = (cues: typeof spokenBefore) => cues.filter((cue) => cue.text.includes("Siobhán"));
  expect(naming(spokenBefore)).toHaveLength(2);
  expect(naming(spokenAfter)).toHaveLength(2);
  const gaps = naming(spokenBefore).map((cue, index) =>
    soundGap(soundAt(spelt, cue), soundAt(written, naming(spokenAfter)[index]!)),
  );
  const control = soundGap(soundAt(spelt, spokenBefore[0]!), soundAt(written, spokenAfter[0]!));
  test.info().annotations.push({
    type: "sound gap",
    description: `at the name ${gaps.map((gap) => gap.toFixed(3)).join(", ")}; first line ${control.toFixed(3)}`,
  });
  expect(spokenBefore[0]!.text).not.toContain("Siobhán");
  expect(control).toBeLessThan(0.1);
  for (const gap of gaps) expect(gap).toBeGreaterThan(0.4);

  // The console's order page: delivered again, the film spoken by its language's offline voice,
  // named for the operator, with no voice failing first.
  const operator = await browser.newContext({ baseURL: FILM_URL });
  try {
    const consolePage = await operator.newPage();
    await signInAsOperator(consolePage, lang);
    await consolePage.goto(`/console/orders/${reference}`);
    await expect(async () => {
      await consolePage.reload();
      await expect(consolePage.getByTestId("order-state")).toHaveText(t(lang, "console.state.delivered"), {
        timeout: 2_000,
      });
    }).toPass({ timeout: 60_000 });
    // A Spanish film's offline voice is espeak-ng (Festival speaks English: render-job.test.ts).
    await expect(consolePage.getByTestId("film-voices")).toContainText(
      t(lang, "console.order.voice.engine.espeakNg"),
    );
    await expect(consolePage.getByTestId("film-voice-fallbacks")).toHaveCount(0);
    await expectNoViolations(consolePage);
  } finally {
    await operator.close();
  }
});

// The landing page's examples are films of ours: the first visitor's click asks for one, the
// renderer makes it (here from the short template), and the dialog then plays it with captions.
// In English, the first card (the Spanish sample films are sample-films.test.ts's).
{
  const [lang, index] = ["en", 0] as const;
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
