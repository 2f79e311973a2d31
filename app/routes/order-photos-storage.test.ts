// POST /order/photos when the shop's files are in a bucket (decision 051) and the bucket's server stops:
// the buyer is told, in their language, to try the photo again in a minute, and nothing of it is kept.
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { en } from "../i18n/en.ts";
import { es } from "../i18n/es.ts";
import { testDatabaseDrivers, useTestDatabase } from "#server/db/databases.test-support.ts";
import { createS3Storage } from "#server/storage/s3-storage.ts";
import {
  S3RVER_KEYS,
  startS3TestServer,
  type S3TestServer,
} from "#server/storage/s3-test-server.test-support.ts";
import { kept, photoRequest, photoRoute, post, type PhotoRoute } from "./order-photos.test-support.ts";

const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#2e86de" } })
    .jpeg()
    .toBuffer();

// Its own server: this file stops it.
let server: S3TestServer | undefined;
let route: PhotoRoute | undefined;
beforeAll(async () => {
  for (const [name, value] of Object.entries(S3RVER_KEYS)) vi.stubEnv(name, value);
  server = await startS3TestServer();
});
afterAll(async () => {
  await route?.cleanup();
  vi.unstubAllEnvs();
});

describe("POST /order/photos with the bucket's server stopped", () => {
  const database = useTestDatabase(testDatabaseDrivers()[0]!);

  it("answers 503 with Retry-After and a reason in both languages, and keeps nothing", async () => {
    route = await photoRoute(database().db);
    route.shop.storage = createS3Storage(await server!.newBucket());
    expect((await post(route, await photoRequest(await photo()))).status).toBe(201);

    await server!.stop();
    const draftKey = randomUUID();
    const refused = await post(route, await photoRequest(await photo(), { draftKey }));
    expect(refused.status).toBe(503);
    expect(refused.body.error).toBe("photo.error.storage");
    expect(en["photo.error.storage"]).toMatch(/try it again/);
    expect(es["photo.error.storage"]).toMatch(/Vuelve a intentarlo/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await kept(route, draftKey)).toMatchObject({ rows: 0, temp: [] });
  });
});
