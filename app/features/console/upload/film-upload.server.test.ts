// The upload form's body as a browser sends it: the film streamed within the configured limit
// (over it, refused with the limit and nothing kept), then the order page's address saying what
// happened to which film.
import { readFile, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anOrderFor, uniqueEmail } from "#server/accounts/account-data.test-support.ts";
import { ffmpegTools } from "#render/ffmpeg/locate-ffmpeg.ts";
import { parseConfig } from "#server/config.ts";
import { testDatabaseDrivers, useTestDatabase } from "#server/db/databases.test-support.ts";
import { makeMediaSamples, type MediaSamples } from "#server/console/film-upload-samples.test-support.ts";
import { findOrder } from "#server/orders/order-loaders.repository.ts";
import { createDiskStorage } from "#server/storage/disk-storage.ts";
import { uploadFilmForm } from "./film-upload.server.ts";

const root = await mkdtemp(path.join(tmpdir(), "film-upload-form-"));
afterAll(() => rm(root, { recursive: true, force: true }));
const uploadsTmpDir = path.join(root, "tmp");
const storage = createDiskStorage(path.join(root, "files"));
const operator = {
  id: "op",
  email: "elf@console.example",
  name: "Elf",
  phone: null,
  language: "en" as const,
};
let samples: MediaSamples;
beforeAll(async () => {
  samples = await makeMediaSamples(root);
});

function formRequest(film: Uint8Array<ArrayBuffer>, fileName: string): Request {
  const form = new FormData();
  form.set("film", new Blob([film], { type: "video/mp4" }), fileName);
  return new Request("http://shop.test/console/films/x/upload", { method: "POST", body: form });
}

describe.each(testDatabaseDrivers())("the upload form's answer on $kind", (driver) => {
  const database = useTestDatabase(driver);
  const shop = () => ({
    db: database().db,
    storage,
    uploadsTmpDir,
    wakeMailer: () => {},
    config: parseConfig({ FILM_UPLOAD_MAX_MB: "1", PATH: "/usr/bin" }),
    ffmpegTools: ffmpegTools({ pathEnv: "/usr/bin" }),
  });

  it("refuses a film over the limit, keeping nothing, and says so on the order page", async () => {
    const order = await anOrderFor(database().db, uniqueEmail("big"), ["Mia"]);
    const film = (await findOrder(database().db, { id: order.id }))!.films[0]!;
    const tooBig = new Uint8Array(1024 * 1024 + 1);

    const answer = await uploadFilmForm(shop(), operator, formRequest(tooBig, "big.mp4"), film.id);

    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(
      `/console/orders/${order.reference}?upload-error=too_big&film=1`,
    );
    expect(await readdir(uploadsTmpDir)).toEqual([]);
    expect((await findOrder(database().db, { id: order.id }))!.state).toBe("paid");
  });

  it("stores a good film and points the page at it", async () => {
    const order = await anOrderFor(database().db, uniqueEmail("good"), ["Mia"]);
    const film = (await findOrder(database().db, { id: order.id }))!.films[0]!;

    const answer = await uploadFilmForm(
      shop(),
      operator,
      formRequest(await readFile(samples.good), "film.mp4"),
      film.id,
    );

    expect(answer.headers.get("location")).toBe(`/console/orders/${order.reference}?uploaded=1`);
    expect(await readdir(uploadsTmpDir)).toEqual([]);
    expect((await findOrder(database().db, { id: order.id }))!.state).toBe("ready");
  });
});
