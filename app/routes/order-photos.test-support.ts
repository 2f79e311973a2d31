// Shared by the tests of POST /order/photos: the route called as the HTTP server calls it, with real
// disk storage and temp folder, and what it kept afterwards (rows, stored files, temp files).
import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { TEST_PUBLIC_URL } from "#server/accounts/account-data.test-support.ts";
import { parseConfig } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import { countStagedPhotos } from "#server/photos/photos.repository.ts";
import { CLIENT_IP_HEADER } from "#server/request-headers.ts";
import type { Services } from "#server/services.ts";
import { createDiskStorage } from "#server/storage/disk-storage.ts";
import { servicesContext } from "../services-context.ts";
import { action } from "./order-photos.ts";

export interface PhotoRoute {
  root: string;
  shop: Pick<Services, "db" | "storage" | "config" | "uploadsTmpDir">;
  cleanup(): Promise<void>;
}

/** A shop with its own storage and temp folder; `env` adds settings (e.g. UPLOAD_DISK_RESERVE_MB). */
export async function photoRoute(db: Db, env: Record<string, string> = {}): Promise<PhotoRoute> {
  const root = await mkdtemp(path.join(tmpdir(), "order-photos-"));
  const uploadsTmpDir = path.join(root, "tmp");
  await mkdir(uploadsTmpDir);
  const config = parseConfig({ PUBLIC_URL: TEST_PUBLIC_URL, PAYMENTS: "test", ...env });
  const storage = createDiskStorage(path.join(root, "files"));
  return {
    root,
    shop: { db, config, storage, uploadsTmpDir },
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}

export interface Answer {
  status: number;
  body: { token?: string; error?: string };
  headers: Headers;
}

/** Calls the action; a thrown refusal (the origin check) comes back as its status. */
export async function post(route: PhotoRoute, request: Request): Promise<Answer> {
  const context = new RouterContextProvider();
  context.set(servicesContext, route.shop as Services);
  const args = { request, context, params: {}, url: new URL(request.url), pattern: "" };
  try {
    const result = (await action(args as never)) as unknown as {
      data: Answer["body"];
      init: { status: number; headers: HeadersInit };
    };
    return { status: result.init.status, body: result.data, headers: new Headers(result.init.headers) };
  } catch (thrown) {
    const refusal = thrown as { init?: { status?: number } };
    if (!refusal.init?.status) throw thrown;
    return { status: refusal.init.status, body: {}, headers: new Headers() };
  }
}

export interface UploadOptions {
  ip?: string;
  draftKey?: string;
  fileName?: string;
  headers?: Record<string, string>;
}

/**
 * The picker's request: multipart with the form's key, then one file. Sent as bytes, as they come
 * off a socket (a body undici builds from FormData cannot be cancelled cleanly).
 */
export async function photoRequest(bytes: Uint8Array | Blob, options: UploadOptions = {}): Promise<Request> {
  const form = new FormData();
  form.append("draftKey", options.draftKey ?? randomUUID());
  form.append(
    "photo",
    bytes instanceof Blob ? bytes : new Blob([new Uint8Array(bytes)]),
    options.fileName ?? "IMG_0001.jpg",
  );
  const encoded = new Response(form);
  return new Request(`${TEST_PUBLIC_URL}/order/photos`, {
    method: "POST",
    body: new Uint8Array(await encoded.arrayBuffer()),
    headers: {
      "content-type": encoded.headers.get("content-type") ?? "",
      [CLIENT_IP_HEADER]: options.ip ?? "203.0.113.10",
      ...options.headers,
    },
  });
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/** Everything an upload of the form `draftKey` could have left: rows, stored files, temp files. */
export async function kept(route: PhotoRoute, draftKey: string) {
  return {
    rows: await countStagedPhotos(route.shop.db, draftKey),
    stored: await filesUnder(path.join(route.root, "files")),
    temp: await filesUnder(route.shop.uploadsTmpDir),
  };
}
