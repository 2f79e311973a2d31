// A family's private files as the routes send them: the film, its captions and a staged photo's
// thumbnail are kept by no cache, the browser's own included (a reissued link or a deleted film
// would live on in a shared computer's cache, a film made again would replay the old one); the
// landing page's sample films are public and stay cacheable.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { anOrderFor, TEST_PUBLIC_URL, uniqueEmail } from "#server/accounts/account-data.test-support.ts";
import { parseConfig } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import { testDatabaseDrivers, useTestDatabase } from "#server/db/databases.test-support.ts";
import { makeFilmReady } from "#server/films/ready-film.test-support.ts";
import { findOrder } from "#server/orders/order-loaders.repository.ts";
import { stagePhoto } from "#server/photos/photo-uploads.ts";
import type { Services } from "#server/services.ts";
import { createDiskStorage } from "#server/storage/disk-storage.ts";
import { servicesContext } from "../services-context.ts";
import { loader as captionsLoader } from "./film-captions.ts";
import { loader as videoLoader } from "./film-video.ts";
import { loader as thumbnailLoader } from "./order-photo-thumbnail.ts";

const root = mkdtempSync(path.join(tmpdir(), "private-media-"));
const storage = createDiskStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function get(
  db: Db,
  loader: (args: never) => Promise<Response>,
  pathname: string,
  params: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const config = parseConfig({ PUBLIC_URL: TEST_PUBLIC_URL, PAYMENTS: "test" });
  const context = new RouterContextProvider();
  context.set(servicesContext, { db, config, storage } as unknown as Services);
  const request = new Request(`${TEST_PUBLIC_URL}${pathname}`, { headers });
  return loader({ request, context, params, url: new URL(request.url), pattern: "" } as never);
}

/** A delivered order's film with its video and captions in storage; its private token. */
async function aReadyFilm(db: Db): Promise<string> {
  const order = await anOrderFor(db, uniqueEmail("cache"), ["Mia"]);
  const film = (await findOrder(db, { reference: order.reference }))!.films[0]!;
  return (await makeFilmReady(db, storage, film.id)).token;
}

describe.each(testDatabaseDrivers())("private files' caching on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("sends the film, a range of it, its captions and a staged thumbnail with no-store", async () => {
    const { db } = database();
    const token = await aReadyFilm(db);
    const video = await get(db, videoLoader, `/films/${token}/video.mp4`, { token });
    const range = await get(db, videoLoader, `/films/${token}/video.mp4`, { token }, { range: "bytes=0-99" });
    const captions = await get(db, captionsLoader, `/films/${token}/captions.vtt`, { token });

    const photo = path.join(root, `${randomUUID()}.jpg`);
    await writeFile(
      photo,
      await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c33" } })
        .jpeg()
        .toBuffer(),
    );
    const staged = await stagePhoto({ db, storage }, randomUUID(), { path: photo });
    const thumbnail = await get(db, thumbnailLoader, `/order/photos/${staged.token}/thumbnail`, {
      token: staged.token,
    });

    for (const [what, response, status] of [
      ["video", video, 200],
      ["range", range, 206],
      ["captions", captions, 200],
      ["thumbnail", thumbnail, 200],
    ] as const) {
      expect(response.status, what).toBe(status);
      expect(response.headers.get("cache-control"), what).toBe("private, no-store");
      await response.body?.cancel();
    }
  });
});
