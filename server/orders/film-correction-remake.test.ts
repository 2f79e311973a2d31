// A renamed child in the film made again: the family's correction in My Orders after delivery, then
// the real render job (the short test template, Debian's ffmpeg, the offline voice) makes the film
// from the corrected details. The browser suite's film test corrects how the name is said instead
// (decision 070 keeps it to three films; decision 071), so the new name in the new film is held here.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, describe, expect, it } from "vitest";
import { correctionSchema } from "#domain/customer-order.ts";
import { readFilmSpeech } from "#domain/film-speech.ts";
import { anOrderFor, uniqueEmail } from "../accounts/account-data.test-support.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { finishRender } from "../films/finish-render.ts";
import { markDelivered } from "../films/order-delivered.ts";
import { queueProduction } from "../films/production.ts";
import { renderedFiles } from "../films/ready-film.test-support.ts";
import { RENDER_QUEUE, renderFilmJob } from "../films/render-job.ts";
import { useRenderQueue } from "../films/render-queue.test-support.ts";
import { shortTemplateRenderer } from "../films/short-renderer.test-support.ts";
import { startRender } from "../films/start-render.ts";
import { createDiskStorage } from "../storage/disk-storage.ts";
import { correctFilm } from "./film-correction.ts";
import { findOrder } from "./order-loaders.repository.ts";

const root = await mkdtemp(path.join(tmpdir(), "correction-remake-"));
afterAll(() => rm(root, { recursive: true, force: true }));
const storage = createDiskStorage(path.join(root, "files"));
// One real render of the short template on a busy two-core machine.
const RENDER = 300_000;

const [driver] = testDatabaseDrivers();

describe(`a corrected film made again on ${driver!.kind}`, () => {
  const database = useTestDatabase(driver!);
  const renderQueue = useRenderQueue(database);

  it(
    "makes the film again from the corrected name: its captions name the child anew, never as before",
    async () => {
      const { db } = database();
      const email = uniqueEmail("renamed");
      const order = await anOrderFor(db, email, ["Zoe"]);
      await db.transaction((tx) => queueProduction(tx, renderQueue.jobs(), order.id));
      const [zoe] = (await findOrder(db, { id: order.id }))!.films;
      // The first film stands in (its render is not what is tested): made, then delivered.
      await renderQueue.jobs().fetch(RENDER_QUEUE, { batchSize: 50 });
      await startRender(db, zoe!.id);
      await finishRender({ db, publicUrl: "http://shop.test" }, zoe!.id, renderedFiles());
      await db.transaction((tx) => markDelivered(tx, order.id));

      const correction = correctionSchema.parse({
        childName: "Lucía Núñez",
        age: zoe!.age,
        eyeColour: { choice: zoe!.eyeColour },
        hairColour: { choice: zoe!.hairColour, other: zoe!.hairColourOther ?? "" },
      });
      expect(
        await correctFilm(
          { db, renderJobs: renderQueue.jobs() },
          { by: "customer", email, now: new Date() },
          { reference: order.reference, position: 1, correction },
        ),
      ).toMatchObject({ outcome: "corrected", remake: true });

      const deps = {
        db,
        storage,
        renderer: shortTemplateRenderer({ db, storage }),
        publicUrl: "http://shop.test",
        renderTmpDir: path.join(root, "tmp"),
        wakeMailer: () => {},
        logger: { info: () => {}, warn: () => {} },
      };
      expect(await renderFilmJob({ filmId: zoe!.id }, deps, { retryCount: 0, retryLimit: 3 })).toEqual({
        outcome: "order_ready",
      });
      const remade = (await findOrder(db, { id: order.id }))!.films[0]!;
      const captions = await text((await storage.read(remade.captionsKey!))!);
      expect(captions).toContain("Lucía Núñez");
      expect(captions).not.toContain("Zoe");
      // Spoken by the voice, not a fallback without the name.
      expect(readFilmSpeech(remade.speech)?.spokenSeconds).toBeGreaterThan(0);
    },
    RENDER,
  );
});
