// The film.render job when the bucket's server stops while the film goes up (issue #32, decision
// 057), with the real renderer (the short test template): the try fails as one that a retry can mend,
// the film goes back to the queue with the reason, the bucket keeps no object of it (only the
// unfinished upload the sweep aborts), and once the server is back the retry stores exactly one film
// and its captions.
import { ListMultipartUploadsCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anOrderFor, uniqueEmail } from "../accounts/account-data.test-support.ts";
import type { Db } from "../db/client.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { findOrder } from "../orders/order-loaders.repository.ts";
import { openCuttableLine, type CuttableLine } from "../storage/cuttable-line.test-support.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { createS3Storage, type S3FileStorage, type S3Location } from "../storage/s3-storage.ts";
import { withS3TestServer } from "../storage/s3-test-server.test-support.ts";
import { queueFilmRenders } from "./film-renders.repository.ts";
import { renderFilmJob, type RenderJobDeps } from "./render-job.ts";
import { shortTemplateRenderer } from "./short-renderer.test-support.ts";

const server = withS3TestServer();
const root = await mkdtemp(path.join(tmpdir(), "render-job-bucket-"));
let location: S3Location;
let line: CuttableLine;
beforeAll(async () => {
  location = await server.newBucket();
  const { hostname, port } = new URL(location.endpoint!);
  line = await openCuttableLine({ host: hostname, port: Number(port) });
});
afterAll(async () => {
  await line.close();
  await rm(root, { recursive: true, force: true });
});

/** How much of the film goes up before the server stops: far less than a film of the short template. */
const CUT_AFTER_BYTES = 256 * 1024;
// Two real renders of the short template on a busy 2-core machine.
const RENDERS = 300_000;

/** The bucket's storage through the line; `cutMidFilm` cuts the line once the film is on its way. */
function bucketStorage(storage: S3FileStorage) {
  const armed = { cutMidFilm: false };
  const watched: FileStorage = {
    ...storage,
    put(key, source) {
      if (armed.cutMidFilm && key.startsWith("films/")) {
        armed.cutMidFilm = false;
        void line.cutAfter("up", CUT_AFTER_BYTES);
      }
      return storage.put(key, source);
    },
  };
  return { storage: watched, armed };
}

function depsFor(db: Db, storage: FileStorage): RenderJobDeps {
  return {
    db,
    storage,
    renderer: shortTemplateRenderer({ db, storage }),
    publicUrl: "http://shop.test",
    renderTmpDir: path.join(root, "tmp"),
    wakeMailer: () => {},
    logger: { info: () => {}, warn: () => {} },
  };
}

/** What the bucket holds under `prefix`, asked of the server itself, not through the line. */
async function storedUnder(prefix: string): Promise<{ key: string; bytes: number }[]> {
  const page = await server.client.send(
    new ListObjectsV2Command({ Bucket: location.bucket, Prefix: `${prefix}/` }),
  );
  return (page.Contents ?? []).map((object) => ({ key: object.Key!, bytes: object.Size! }));
}

async function unfinishedUploads(): Promise<string[]> {
  const page = await server.client.send(new ListMultipartUploadsCommand({ Bucket: location.bucket }));
  return (page.Uploads ?? []).map((upload) => upload.Key!);
}

describe("the render job with a bucket that stops while the film goes up", () => {
  const database = useTestDatabase(testDatabaseDrivers()[0]!);

  it(
    "puts the film back in the queue with the reason and keeps nothing of it; the retry stores one film and its captions",
    async () => {
      const { db } = database();
      const order = await anOrderFor(db, uniqueEmail("bucket-stops"), ["Zoë"]);
      await db.transaction((tx) => queueFilmRenders(tx, order.id));
      const filmId = (await findOrder(db, { id: order.id }))!.films[0]!.id;
      const bucket = createS3Storage({ ...location, endpoint: line.endpoint });
      const { storage, armed } = bucketStorage(bucket);
      const deps = depsFor(db, storage);

      armed.cutMidFilm = true;
      await expect(renderFilmJob({ filmId }, deps, { retryCount: 0, retryLimit: 3 })).rejects.toMatchObject({
        code: "ECONNREFUSED",
      });
      const failed = (await findOrder(db, { id: order.id }))!;
      expect(failed.films[0]).toMatchObject({ renderState: "queued", videoKey: null, captionsKey: null });
      expect(failed.films[0]!.renderError).toMatch(/ECONNREFUSED/);
      expect(failed.state).toBe("in_production");
      expect(await storedUnder("films")).toEqual([]);
      expect(await storedUnder("captions")).toEqual([]);
      expect(await readdir(deps.renderTmpDir)).toEqual([]);
      // The film goes up in 5 MB parts; the first was under way, and lib-storage's abort found no server.
      const [leftover, ...others] = await unfinishedUploads();
      expect(others).toEqual([]);
      expect(leftover).toMatch(/^films\//);

      await line.restore();
      expect(await renderFilmJob({ filmId }, deps, { retryCount: 1, retryLimit: 3 })).toEqual({
        outcome: "order_ready",
      });
      const ready = (await findOrder(db, { id: order.id }))!;
      const film = ready.films[0]!;
      expect(film).toMatchObject({ renderState: "ready", renderError: null });
      expect(ready.state).toBe("ready");
      // The cut came in the middle of the film, not before or after it.
      expect(film.videoBytes).toBeGreaterThan(2 * CUT_AFTER_BYTES);
      expect(await storedUnder("films")).toEqual([{ key: film.videoKey, bytes: film.videoBytes }]);
      const captions = (await storedUnder("captions")).map((object) => object.key);
      expect(captions).toContain(film.captionsKey);
      // Its own captions and those of its storyline's other languages, one of each, beside it.
      const stem = film.captionsKey!.replace(/\.vtt$/, "");
      expect(captions.every((key) => key.startsWith(stem))).toBe(true);
      expect(new Set(captions).size).toBe(captions.length);
      expect(await readdir(deps.renderTmpDir)).toEqual([]);

      // The hourly sweep (decision 051) aborts what the cut try left, and only that.
      expect(await bucket.abortUnfinishedUploads(new Date(Date.now() + 60_000))).toBe(1);
      expect(await unfinishedUploads()).toEqual([]);
      expect(leftover).not.toBe(film.videoKey);
    },
    RENDERS,
  );
});
