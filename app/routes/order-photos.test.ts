// POST /order/photos under abuse: another site's page, one address sending far more than a family
// would, a photo queue already full, a disk near its reserve. Each is refused with its status and a
// translated reason, and nothing of the photo is kept.
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { en } from "../i18n/en.ts";
import { es } from "../i18n/es.ts";
import { PHOTO_UPLOADS_PER_IP } from "#server/rate-limits/rate-limit.ts";
import { exhaustLimit } from "#server/rate-limits/rate-limit.test-support.ts";
import { testDatabaseDrivers, useTestDatabase } from "#server/db/databases.test-support.ts";
import { photoJobs, setPhotoJobs } from "#server/photos/process-photo.ts";
import { kept, photoRequest, photoRoute, post, type PhotoRoute } from "./order-photos.test-support.ts";

const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#2e86de" } })
    .jpeg()
    .toBuffer();

let route: PhotoRoute | undefined;
afterEach(async () => {
  await route?.cleanup();
  route = undefined;
  setPhotoJobs(2);
});

/** Both dictionaries say it, and not in the same words. */
function translated(key: string | undefined) {
  const english = en[key as keyof typeof en];
  const spanish = es[key as keyof typeof es];
  expect(english).toBeTruthy();
  expect(spanish).toBeTruthy();
  expect(spanish).not.toBe(english);
}

describe.each(testDatabaseDrivers())("POST /order/photos refusals on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("stages a photo sent from the shop's own page", async () => {
    route = await photoRoute(database().db);
    const draftKey = randomUUID();
    const answer = await post(
      route,
      await photoRequest(await photo(), {
        draftKey,
        headers: { origin: "http://shop.test", "sec-fetch-site": "same-origin" },
      }),
    );
    expect(answer.status).toBe(201);
    expect((await kept(route, draftKey)).rows).toBe(1);
  });

  it("refuses a photo posted by another site's page, and keeps nothing of it", async () => {
    route = await photoRoute(database().db);
    const draftKey = randomUUID();
    const answer = await post(
      route,
      await photoRequest(await photo(), {
        draftKey,
        headers: { origin: "https://elsewhere.example", "sec-fetch-site": "cross-site" },
      }),
    );
    expect(answer.status).toBe(403);
    expect(await kept(route, draftKey)).toEqual({ rows: 0, stored: [], temp: [] });
  });

  it("answers 429 with Retry-After once an address has sent its limit, and still takes other addresses", async () => {
    const { db } = database();
    route = await photoRoute(db);
    // The window as a busy address leaves it: every upload of the last 15 minutes counted.
    await exhaustLimit(db, PHOTO_UPLOADS_PER_IP, "198.51.100.7");
    const draftKey = randomUUID();
    const refused = await post(route, await photoRequest(await photo(), { draftKey, ip: "198.51.100.7" }));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe("photo.error.tooManyRequests");
    translated(refused.body.error);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await kept(route, draftKey)).toEqual({ rows: 0, stored: [], temp: [] });

    const other = await post(route, await photoRequest(await photo(), { ip: "198.51.100.8" }));
    expect(other.status).toBe(201);
  });

  it("answers 503 with Retry-After when the photo queue is full, and takes photos again once it drains", async () => {
    route = await photoRoute(database().db);
    // One decoder, no waiting place, and the decoder busy with somebody else's photo.
    setPhotoJobs(1, 0);
    let release = () => {};
    const busy = photoJobs().run(() => new Promise<void>((resolve) => (release = resolve)));
    const draftKey = randomUUID();
    const refused = await post(route, await photoRequest(await photo(), { draftKey }));
    expect(refused.status).toBe(503);
    expect(refused.body.error).toBe("photo.error.busy");
    translated(refused.body.error);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await kept(route, draftKey)).toEqual({ rows: 0, stored: [], temp: [] });

    release();
    await busy;
    expect((await post(route, await photoRequest(await photo(), { draftKey }))).status).toBe(201);
  });

  it("answers 507 before reading a byte when the upload would eat into the disk's reserve", async () => {
    // A reserve of 10 TB: more than this machine's disk has free.
    route = await photoRoute(database().db, { UPLOAD_DISK_RESERVE_MB: String(10_000_000) });
    const draftKey = randomUUID();
    const answer = await post(route, await photoRequest(await photo(), { draftKey }));
    expect(answer.status).toBe(507);
    expect(answer.body.error).toBe("photo.error.noSpace");
    translated(answer.body.error);
    expect(await kept(route, draftKey)).toEqual({ rows: 0, stored: [], temp: [] });
  });
});
