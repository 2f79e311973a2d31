// A family's film files when the bucket's server stops (decision 057), through the shop's HTTP stack
// (React Router's handler, the Express adapter, compression) and a line to a real S3-API server that
// the test cuts: captions cut off mid-response reach the browser as a broken response, never as a
// shorter file that ended well; a video or captions asked while the server is down are answered 503
// with Retry-After and a line in the film's language.
import { PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { anOrderFor, TEST_PUBLIC_URL, uniqueEmail } from "#server/accounts/account-data.test-support.ts";
import { parseConfig } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import { testDatabaseDrivers, useTestDatabase } from "#server/db/databases.test-support.ts";
import { makeFilmReady } from "#server/films/ready-film.test-support.ts";
import { StoredFileUnavailable } from "#server/http/stored-file-response.ts";
import { logger } from "#server/logger.ts";
import { serveRoutes, type RouteServer } from "#server/http/route-server.test-support.ts";
import { findOrder } from "#server/orders/order-loaders.repository.ts";
import type { Services } from "#server/services.ts";
import { openCuttableLine, type CuttableLine } from "#server/storage/cuttable-line.test-support.ts";
import { createS3Storage, type S3Location } from "#server/storage/s3-storage.ts";
import { withS3TestServer } from "#server/storage/s3-test-server.test-support.ts";
import { STORAGE_RETRY_AFTER_SECONDS } from "../features/film/film-file-unavailable.server.ts";
import { en } from "../i18n/en.ts";
import { es } from "../i18n/es.ts";
import { servicesContext } from "../services-context.ts";
import * as captionsRoute from "./film-captions.ts";
import * as videoRoute from "./film-video.ts";

const server = withS3TestServer();
const config = parseConfig({ PUBLIC_URL: TEST_PUBLIC_URL, PAYMENTS: "test" });
/** Captions far longer than any film's, so the line can be cut well inside them. */
const LONG_CAPTIONS = `WEBVTT\n\n${Array.from(
  { length: 40_000 },
  (_, index) => `${index}\n00:00.000 --> 00:01.000\nLine ${index} of a long film.\n`,
).join("\n")}`;
/** How long the test waits for any answer: a hung response fails, it does not stall the suite. */
const ANSWER_MS = 10_000;

let location: S3Location;
let line: CuttableLine;
let shop: RouteServer | undefined;
beforeAll(async () => {
  location = await server.newBucket();
  const { hostname, port } = new URL(location.endpoint!);
  line = await openCuttableLine({ host: hostname, port: Number(port) });
});
afterAll(async () => {
  await shop?.close();
  await line.close();
});

async function openShop(db: Db): Promise<RouteServer> {
  const storage = createS3Storage({ ...location, endpoint: line.endpoint });
  shop = await serveRoutes(
    {
      "routes/film-video": { path: "films/:token/video.mp4", module: videoRoute },
      "routes/film-captions": { path: "films/:token/captions.vtt", module: captionsRoute },
    },
    { key: servicesContext, value: { db, storage, config } as unknown as Services },
  );
  return shop;
}

/** A ready film in the bucket, in `language`: its private token and where its captions are. */
async function aReadyFilm(db: Db, language: "en" | "es") {
  // The test orders' films alternate between English and Spanish.
  const order = await anOrderFor(db, uniqueEmail("bucket-film"), ["Zoë", "Mateo"]);
  const film = (await findOrder(db, { id: order.id }))!.films.find((each) => each.language === language)!;
  const storage = createS3Storage({ ...location, endpoint: line.endpoint });
  const { token, keys } = await makeFilmReady(db, storage, film.id);
  return { token, captionsKey: keys[1]! };
}

/** What the client made of the answer: its status, and the body whole or the error that broke it. */
async function fetched(url: string, init: RequestInit = {}) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(ANSWER_MS) });
  const body: { text?: string; broken?: unknown } = await response.text().then(
    (text) => ({ text }),
    (broken: unknown) => ({ broken }),
  );
  return { status: response.status, headers: response.headers, ...body };
}

describe("a family's film files when the bucket's server stops", () => {
  const database = useTestDatabase(testDatabaseDrivers()[0]!);

  it("breaks the captions' response off when the server stops mid-file, plain or compressed, and sends them whole once it is back", async () => {
    const { db } = database();
    const { url } = await openShop(db);
    const { token, captionsKey } = await aReadyFilm(db, "en");
    await server.client.send(
      new PutObjectCommand({ Bucket: location.bucket, Key: captionsKey, Body: LONG_CAPTIONS }),
    );
    const address = `${url}/films/${token}/captions.vtt`;

    for (const encoding of ["identity", "gzip"]) {
      const stopped = line.cutAfter("down", 256 * 1024);
      const answer = await fetched(address, { headers: { "accept-encoding": encoding } });
      await stopped;
      // The headers went before the cut; the body is broken off, not ended as if it were whole.
      expect(answer.status, encoding).toBe(200);
      expect(answer, encoding).toMatchObject({ broken: expect.objectContaining({ message: "terminated" }) });
      expect(answer, encoding).not.toHaveProperty("text");
      await line.restore();
    }

    const whole = await fetched(address);
    expect(whole.status).toBe(200);
    expect(whole.text).toBe(LONG_CAPTIONS);
  });

  it("answers the video and captions 503 with Retry-After and a line in the film's language while the server is down", async () => {
    const { db } = database();
    const { url } = await openShop(db);
    const english = await aReadyFilm(db, "en");
    const spanish = await aReadyFilm(db, "es");
    const warned = vi.spyOn(logger, "warn").mockImplementation(() => {});
    await line.cut();
    try {
      for (const [film, line] of [
        [english, en["film.unavailable"]],
        [spanish, es["film.unavailable"]],
      ] as const) {
        for (const path of ["video.mp4", "video.mp4?download", "captions.vtt", "captions.vtt?lang=es"]) {
          const answer = await fetched(`${url}/films/${film.token}/${path}`);
          expect(answer.status, path).toBe(503);
          expect(answer.headers.get("retry-after"), path).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
          expect(answer.headers.get("cache-control"), path).toBe("private, no-store");
          expect(answer.headers.get("content-type"), path).toBe("text/plain; charset=utf-8");
          expect(answer.text, path).toBe(line);
        }
        const head = await fetch(`${url}/films/${film.token}/video.mp4`, { method: "HEAD" });
        expect(head.status).toBe(503);
      }
      expect(en["film.unavailable"]).toMatch(/try again in a minute/);
      expect(es["film.unavailable"]).toMatch(/Vuelve a intentarlo dentro de un minuto/);
      // The operators hear of it, with the storage's own error.
      expect(warned).toHaveBeenCalledTimes(10);
      const [[{ err }]] = warned.mock.calls as unknown as [[{ err: StoredFileUnavailable }]];
      expect(err.cause).toMatchObject({ code: "ECONNREFUSED" });
      expect(warned).toHaveBeenCalledWith(
        { err: expect.any(StoredFileUnavailable) },
        "storage did not answer; a film's file was not sent",
      );
    } finally {
      warned.mockRestore();
      await line.restore();
    }

    // Back: the bucket's own address for the video, the captions from the shop.
    const redirect = await fetch(`${url}/films/${english.token}/video.mp4`, { redirect: "manual" });
    expect(redirect.status).toBe(302);
    expect((await fetched(`${url}/films/${english.token}/captions.vtt`)).text).toContain("WEBVTT");
  });
});
