// The film.render job end to end with the real renderer (the short test template, Debian's ffmpeg)
// on both databases: the film is made and stored, the order moves into production, then ready with
// its delivery e-mails once its last film is; a missing photo is left out; a failure is retried,
// then recorded for good.
import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readFilmSpeech } from "#domain/film-speech.ts";
import { aPhotoOn, anOrderFor, uniqueEmail } from "../accounts/account-data.test-support.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { sendOutboxRow } from "../mail/send-outbox-row.ts";
import { findOrder } from "../orders/order-loaders.repository.ts";
import { eventsOf, orderSnapshot } from "../orders/placed-order.test-support.ts";
import { loadSantasLines, saveLineRecording } from "../lines/santas-lines.ts";
import { createDiskStorage } from "../storage/disk-storage.ts";
import { deliveredBySentMail } from "./order-delivered.ts";
import { templateFolder } from "../templates/template-folders.ts";
import { queueFilmRenders } from "./film-renders.repository.ts";
import { renderFilmJob, type RenderJobDeps } from "./render-job.ts";
import { shortTemplateRenderer } from "./short-renderer.test-support.ts";
import type { Db } from "../db/client.ts";
import { outbox } from "../db/schema.ts";
import { eq } from "drizzle-orm";

const root = await mkdtemp(path.join(tmpdir(), "render-job-"));
afterAll(() => rm(root, { recursive: true, force: true }));
const storage = createDiskStorage(path.join(root, "files"));
const quiet = { info: () => {}, warn: () => {} };
const FIRST_TRY = { retryCount: 0, retryLimit: 3 };
// Real renders of the short template (and its preparation on a first run) on a busy 2-core machine.
const RENDERS = 300_000;

function depsFor(
  db: Db,
  ffmpegPath = "/usr/bin/ffmpeg",
  stopping?: AbortSignal,
): RenderJobDeps & { woken: number } {
  const deps = {
    db,
    storage,
    renderer: shortTemplateRenderer({ db, storage, ffmpegPath, ...(stopping && { stopping }) }),
    publicUrl: "http://shop.test",
    renderTmpDir: path.join(root, "tmp"),
    woken: 0,
    wakeMailer: () => {
      deps.woken += 1;
    },
    logger: quiet,
  };
  return deps;
}

async function paidOrderWithPhotos(db: Db, children: string[], photosEach: number) {
  const order = await anOrderFor(db, uniqueEmail("film"), children);
  const detail = (await findOrder(db, { id: order.id }))!;
  for (const film of detail.films) {
    for (let position = 1; position <= photosEach; position += 1)
      await aPhotoOn(db, storage, film.id, position);
  }
  await db.transaction((tx) => queueFilmRenders(tx, order.id));
  return (await findOrder(db, { id: order.id }))!;
}

const probe = (file: string) =>
  JSON.parse(
    execFileSync("/usr/bin/ffprobe", ["-v", "error", "-show_streams", "-of", "json", file], {
      encoding: "utf8",
    }),
  ) as { streams: { codec_type: string; width?: number }[] };

describe.each(testDatabaseDrivers())("the render job on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it(
    "makes each film, then the order ready with one delivery e-mail per recipient, then delivered",
    async () => {
      const { db } = database();
      const order = await paidOrderWithPhotos(db, ["Zoë", "José O'Connor"], 2);
      const [first, second] = order.films;
      // A photo whose file is gone, and one that does not decode: each film is made without it.
      await storage.delete(first!.photos[0]!.storageKey);
      await writeFile(path.join(root, "files", second!.photos[1]!.storageKey), "not a jpeg at all");
      const deps = depsFor(db);

      expect(await renderFilmJob({ filmId: first!.id }, deps, FIRST_TRY)).toEqual({ outcome: "film_ready" });
      let now = (await findOrder(db, { id: order.id }))!;
      expect(now.state).toBe("in_production");
      expect(now.films.map((film) => film.renderState)).toEqual(["ready", "queued"]);
      expect(now.films[0]).toMatchObject({ renderProgress: 100, renderAttempts: 1, renderError: null });
      expect(now.films[0]!.deliveryToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
      // Who spoke Santa's lines is kept for the console: the offline voice, no cloud voice to fall back from.
      const speech = readFilmSpeech(now.films[0]!.speech);
      expect(speech?.voices).toEqual([
        { engine: "festival", voice: expect.any(String), phrases: expect.any(Number) },
      ]);
      expect(speech?.voices[0]!.phrases).toBeGreaterThan(0);
      expect(speech?.fallbacks).toEqual([]);
      expect(speech?.spokenSeconds).toBeGreaterThan(0);
      expect(now.films[1]!.speech).toBeNull();

      // The shop's Santa records every storyline's first line: the next film says it in his voice.
      const language = now.films[1]!.language;
      const templates = [{ name: "short", folder: templateFolder("short") }];
      const take = path.join(root, "santa-take.wav");
      execFileSync("/usr/bin/ffmpeg", ["-v", "error", "-f", "lavfi", "-i", "sine=f=180:d=2", "-y", take]);
      for (const storyline of await loadSantasLines(db, templates, language)) {
        await saveLineRecording(
          { db, storage, templates, ffmpeg: "/usr/bin/ffmpeg", workDir: path.join(root, "takes") },
          { language, words: storyline.lines[0]!.words, upload: take, operator: "santa@console.example" },
        );
      }

      expect(await renderFilmJob({ filmId: second!.id }, deps, FIRST_TRY)).toEqual({
        outcome: "order_ready",
      });
      now = (await findOrder(db, { id: order.id }))!;
      expect(readFilmSpeech(now.films[1]!.speech)?.voices).toContainEqual({
        engine: "recording",
        voice: "",
        phrases: 1,
      });
      expect(now.state).toBe("ready");
      expect(deps.woken).toBe(1);
      const events = (await eventsOf(db, order.id)).map((event) => event.type);
      expect(events.slice(-2)).toEqual(["production_started", "film_ready"]);

      // The stored film plays: H.264 video at 1920 wide with AAC audio and a subtitle track.
      const video = path.join(root, "files", now.films[1]!.videoKey!);
      const kinds = probe(video).streams.map((stream) => stream.codec_type);
      expect(kinds).toEqual(expect.arrayContaining(["video", "audio", "subtitle"]));
      expect(probe(video).streams.find((stream) => stream.codec_type === "video")?.width).toBe(1920);

      // One e-mail to the buyer with both links, one to each child (the test orders give them addresses).
      const mails = await db.select().from(outbox).where(eq(outbox.orderId, order.id));
      const delivery = mails.filter((mail) => mail.kind === "film_ready");
      expect(delivery).toHaveLength(3);
      const toBuyer = delivery.find((mail) => (mail.payload as { role: string }).role === "buyer")!;
      expect(JSON.stringify(toBuyer.payload)).toContain(
        `http://shop.test/films/${now.films[0]!.deliveryToken}`,
      );
      expect(JSON.stringify(toBuyer.payload)).toContain(
        `http://shop.test/films/${now.films[1]!.deliveryToken}`,
      );

      // A second run of a finished film's job (a retry after a crash) changes nothing.
      const before = await orderSnapshot(db, order.id);
      expect(await renderFilmJob({ filmId: second!.id }, deps, FIRST_TRY)).toEqual({
        outcome: "nothing_to_do",
      });
      expect(await orderSnapshot(db, order.id)).toEqual(before);

      // The buyer's e-mail leaving is the delivery; a child's leaving first is not.
      const toChild = delivery.find((mail) => mail.id !== toBuyer.id)!;
      await sendOutboxRow(db, toChild.id, async () => {}, deliveredBySentMail);
      expect((await findOrder(db, { id: order.id }))!.state).toBe("ready");
      await sendOutboxRow(db, toBuyer.id, async () => {}, deliveredBySentMail);
      expect((await findOrder(db, { id: order.id }))!.state).toBe("delivered");
    },
    RENDERS,
  );

  it("puts a failed film back in the queue while retries remain, and records the reason on the last", async () => {
    const { db } = database();
    const order = await paidOrderWithPhotos(db, ["Leo"], 0);
    const filmId = order.films[0]!.id;
    const broken = depsFor(db, path.join(root, "no-such-ffmpeg"));

    await expect(renderFilmJob({ filmId }, broken, FIRST_TRY)).resolves.toEqual({ outcome: "failed" });
    const film = (await findOrder(db, { id: order.id }))!.films[0]!;
    expect(film).toMatchObject({ renderState: "failed", renderAttempts: 1 });
    expect(film.renderError).toMatch(/FFMPEG_PATH/);
  });

  it(
    "cuts a render under way when the stopping process gives up on it, and leaves the film queued even on its last try",
    async () => {
      const { db } = database();
      const order = await paidOrderWithPhotos(db, ["Mia"], 1);
      const filmId = order.films[0]!.id;
      const stopping = new AbortController();
      const deps = { ...depsFor(db, "/usr/bin/ffmpeg", stopping.signal), abandoned: stopping.signal };
      await deps.renderer.ready();

      // The last try: a failure of the film's own would fail it for good; a stop is not one.
      const job = renderFilmJob({ filmId }, deps, { retryCount: 3, retryLimit: 3 });
      // The process's grace runs out once the render has begun.
      await expect
        .poll(async () => (await findOrder(db, { id: order.id }))!.films[0]!.renderState)
        .toBe("rendering");
      stopping.abort();

      await expect(job).rejects.toMatchObject({ reason: "ffmpeg-killed" });
      const film = (await findOrder(db, { id: order.id }))!.films[0]!;
      expect(film).toMatchObject({ renderState: "queued", videoKey: null });
    },
    RENDERS,
  );
});
