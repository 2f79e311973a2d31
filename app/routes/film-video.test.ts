// A family's film from a bucket (decision 054), against a real local S3-API server: its route
// redirects to an address of the bucket's own, which gives the film with its ranges and the shop's
// headers and stops working in time; a link that leads nowhere gets no address; the page's CSP lets
// the player follow the redirect; the captions stay with the shop, and a disk still streams.
import { PutObjectCommand } from "@aws-sdk/client-s3";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import express from "express";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anOrderFor, TEST_PUBLIC_URL, uniqueEmail } from "#server/accounts/account-data.test-support.ts";
import { parseConfig } from "#server/config.ts";
import { reissueLink } from "#server/console/actions/change-order.ts";
import type { Db } from "#server/db/client.ts";
import { testDatabaseDrivers, useTestDatabase } from "#server/db/databases.test-support.ts";
import { FILM_URL_SECONDS } from "#server/films/film-files.ts";
import { findLinkedFilm } from "#server/films/film-page.ts";
import { makeFilmReady } from "#server/films/ready-film.test-support.ts";
import { findOrder } from "#server/orders/order-loaders.repository.ts";
import { securityHeaders, tagRequest } from "#server/security.ts";
import type { Services } from "#server/services.ts";
import { createDiskStorage } from "#server/storage/disk-storage.ts";
import type { FileStorage } from "#server/storage/file-storage.ts";
import { bucketOrigin, createS3Storage, type S3Location } from "#server/storage/s3-storage.ts";
import { withS3TestServer } from "#server/storage/s3-test-server.test-support.ts";
import { servicesContext } from "../services-context.ts";
import { loader as captionsLoader } from "./film-captions.ts";
import { loader as videoLoader } from "./film-video.ts";

const config = parseConfig({ PUBLIC_URL: TEST_PUBLIC_URL, PAYMENTS: "test" });
const diskRoot = mkdtempSync(path.join(tmpdir(), "film-video-"));
const server = withS3TestServer();
afterAll(() => rmSync(diskRoot, { recursive: true, force: true }));

async function get(
  shop: { db: Db; storage: FileStorage },
  loader: (args: never) => Promise<Response>,
  pathname: string,
  init: RequestInit = {},
): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(servicesContext, { ...shop, config } as unknown as Services);
  const request = new Request(`${TEST_PUBLIC_URL}${pathname}`, init);
  const token = pathname.split("/")[2]!;
  return loader({ request, context, params: { token }, url: new URL(request.url), pattern: "" } as never);
}

/** A ready film of `childName`, as a render leaves it: its order's reference, private token and video's key. */
async function aReadyFilm(db: Db, storage: FileStorage, childName: string) {
  const order = await anOrderFor(db, uniqueEmail("film-video"), [childName]);
  const film = (await findOrder(db, { reference: order.reference }))!.films[0]!;
  const { token, keys } = await makeFilmReady(db, storage, film.id);
  return { reference: order.reference, token, videoKey: keys[0]! };
}

function bodyBytes(response: Response): Promise<Buffer> {
  return response.arrayBuffer().then((bytes) => Buffer.from(bytes));
}

describe.each(testDatabaseDrivers())("a family's film from a bucket on $kind", (driver) => {
  const database = useTestDatabase(driver);
  let location: S3Location;
  let storage: FileStorage;
  beforeAll(async () => {
    location = await server.newBucket();
    storage = createS3Storage(location);
  });

  it("redirects to the bucket for an hour; the address gives the film, its ranges and the shop's headers", async () => {
    const { db } = database();
    const { token, videoKey } = await aReadyFilm(db, storage, "Zoë");
    // Bytes that differ at every place, so a range shows it is the right one.
    const video = randomBytes(64 * 1024);
    await server.client.send(new PutObjectCommand({ Bucket: location.bucket, Key: videoKey, Body: video }));

    const redirect = await get({ db, storage }, videoLoader, `/films/${token}/video.mp4`);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("cache-control")).toBe("private, no-store");
    const address = new URL(redirect.headers.get("location")!);
    expect(address.origin).toBe(location.endpoint);
    expect(address.searchParams.get("X-Amz-Expires")).toBe(String(FILM_URL_SECONDS));

    const whole = await fetch(address);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(whole.headers.get("cache-control")).toBe("private, no-store");
    expect(whole.headers.get("content-disposition")).toBeNull();
    expect((await bodyBytes(whole)).equals(video)).toBe(true);

    // A player seeking: the bucket answers the range itself.
    const range = await fetch(address, { headers: { range: "bytes=1000-1999" } });
    expect(range.status).toBe(206);
    expect(range.headers.get("content-range")).toBe(`bytes 1000-1999/${video.length}`);
    expect((await bodyBytes(range)).equals(video.subarray(1000, 2000))).toBe(true);

    const download = await get({ db, storage }, videoLoader, `/films/${token}/video.mp4?download`);
    expect(download.status).toBe(302);
    const saved = await fetch(download.headers.get("location")!);
    expect(saved.headers.get("content-disposition")).toBe('attachment; filename="santa-video-zoe.mp4"');
    expect((await bodyBytes(saved)).equals(video)).toBe(true);

    // A HEAD reads nothing, so the shop answers it without an address.
    const head = await get({ db, storage }, videoLoader, `/films/${token}/video.mp4`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(video.length));
    expect(head.headers.get("location")).toBeNull();
  });

  it("gives no address to a link that leads nowhere: unknown, malformed, replaced, or a film not in the bucket", async () => {
    const { db } = database();
    const { reference, token } = await aReadyFilm(db, storage, "Mia");
    const unknown = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    await reissueLink(db, { operator: "elf@console.example" }, { reference, position: 1 });
    expect(await findLinkedFilm(db, token)).toBeUndefined();
    const missing = await aReadyFilm(db, storage, "Leo");
    await storage.delete(missing.videoKey);

    for (const asked of [unknown, "not-a-token", token, missing.token]) {
      for (const query of ["", "?download"]) {
        const response = await get({ db, storage }, videoLoader, `/films/${asked}/video.mp4${query}`);
        expect(response.status, `${asked}${query}`).toBe(404);
        expect(response.headers.get("location"), `${asked}${query}`).toBeNull();
      }
    }
  });

  it("keeps the captions with the shop", async () => {
    const { db } = database();
    const { token } = await aReadyFilm(db, storage, "Ava");
    const captions = await get({ db, storage }, captionsLoader, `/films/${token}/captions.vtt`);
    expect(captions.status).toBe(200);
    expect(captions.headers.get("location")).toBeNull();
    expect(await captions.text()).toContain("WEBVTT");
  });
});

describe("a bucket's film address", () => {
  it("stops working once its time is over", async () => {
    const storage = createS3Storage(await server.newBucket());
    const key = storage.newKey("films", ".mp4");
    await storage.put(key, randomBytes(100));
    const headers = { contentType: "video/mp4", cacheControl: "private, no-store" };
    const address = await storage.temporaryUrl(key, { seconds: 1, ...headers });
    // Signed to the second: two seconds are past its end whatever the fraction it was signed at.
    await sleep(2100);
    expect((await fetch(address)).status).toBe(403);
  });

  it("points where the page's CSP lets media come from, for every kind of bucket", async () => {
    const buckets: S3Location[] = [
      server.location,
      { bucket: "santa-films", region: "eu-west-1", forcePathStyle: false },
      { bucket: "santa.films", region: "eu-west-1", forcePathStyle: false },
      { bucket: "santa-films", region: "us-east-1", forcePathStyle: true },
      { bucket: "santa-films", region: "cn-north-1", forcePathStyle: false },
      { bucket: "santa-films", region: "auto", forcePathStyle: false, endpoint: "https://r2.example.com" },
      { bucket: "santa-films", region: "auto", forcePathStyle: false, endpoint: "http://10.0.0.5:9000" },
    ];
    const headers = { contentType: "video/mp4", cacheControl: "private, no-store" };
    for (const bucket of buckets) {
      // Signing needs no request: every address is made here, whether or not its server exists.
      const address = await createS3Storage(bucket).temporaryUrl("films/x.mp4", { seconds: 60, ...headers });
      expect(bucketOrigin(bucket), JSON.stringify(bucket)).toBe(new URL(address).origin);
    }
  });
});

describe("the page's Content-Security-Policy", () => {
  async function mediaSources(storageUrl?: string): Promise<string[]> {
    const shop = parseConfig({
      PUBLIC_URL: TEST_PUBLIC_URL,
      PAYMENTS: "test",
      ...(storageUrl && { STORAGE_URL: storageUrl }),
    });
    const app = express().use(tagRequest, securityHeaders(shop, { dev: false }));
    app.get("/", (_request, response) => void response.send("ok"));
    const listener = app.listen(0, "127.0.0.1");
    await once(listener, "listening");
    try {
      const { port } = listener.address() as AddressInfo;
      const policy = (await fetch(`http://127.0.0.1:${port}/`)).headers.get("content-security-policy")!;
      const media = policy.split(";").find((directive) => directive.trim().startsWith("media-src"))!;
      return media.trim().split(/\s+/).slice(1);
    } finally {
      listener.close();
    }
  }

  it("lets the player follow a film's redirect to the bucket, and names no bucket on the disk", async () => {
    const { bucket, endpoint } = server.location;
    const storage = createS3Storage(server.location);
    const address = await storage.temporaryUrl("films/x.mp4", {
      seconds: 60,
      contentType: "video/mp4",
      cacheControl: "private, no-store",
    });
    const withBucket = await mediaSources(`s3://${bucket}?endpoint=${endpoint}&forcePathStyle=true`);
    expect(withBucket).toEqual(["'self'", "blob:", new URL(address).origin]);
    expect(await mediaSources()).toEqual(["'self'", "blob:"]);
  });
});

describe.each(testDatabaseDrivers())("a family's film from the disk on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("is still streamed by the shop, whole and by ranges", async () => {
    const { db } = database();
    const storage = createDiskStorage(diskRoot);
    const { token, videoKey } = await aReadyFilm(db, storage, "Noah");
    const video = randomBytes(1000);
    await writeFile(path.join(diskRoot, videoKey), video);

    const whole = await get({ db, storage }, videoLoader, `/films/${token}/video.mp4`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("location")).toBeNull();
    expect((await bodyBytes(whole)).equals(video)).toBe(true);
    const range = await get({ db, storage }, videoLoader, `/films/${token}/video.mp4`, {
      headers: { range: "bytes=100-199" },
    });
    expect(range.status).toBe(206);
    expect((await bodyBytes(range)).equals(video.subarray(100, 200))).toBe(true);
  });
});
