// A stored file as an HTTP response, with range requests so players can seek: 206 for a range,
// 416 for one past the end, and no bytes read for HEAD; serveStoredFile builds the headers routes share.
import { Readable } from "node:stream";
import type { FileStorage } from "../storage/file-storage.ts";
import { parseRange } from "./byte-range.ts";

/**
 * Storage did not answer before the response began (a bucket's server stopped): a file that may
 * well be there cannot be sent now, which the route tells its visitor as such (decision 057). A
 * failure after the response began is no error of this kind: the response is cut off.
 */
export class StoredFileUnavailable extends Error {
  constructor(key: string, options: { cause: unknown }) {
    super(`storage did not answer for ${key}`, options);
    this.name = "StoredFileUnavailable";
  }
}

/** A storage call a response waits on, whose failure is StoredFileUnavailable. */
export async function fromStorage<T>(key: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw new StoredFileUnavailable(key, { cause: error });
  }
}

export async function storedFileResponse({
  storage,
  key,
  size,
  request,
  headers,
}: {
  storage: FileStorage;
  key: string;
  /** The stored size, which the caller has just looked up to know the file is there. */
  size: number;
  request: Request;
  /** Content-Type, caching and the like; Accept-Ranges and the length are added here. */
  headers: Headers;
}): Promise<Response> {
  headers.set("Accept-Ranges", "bytes");
  const asked = parseRange(request.headers.get("range"), size);
  if (asked.kind === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  const range = asked.kind === "partial" ? asked.range : { start: 0, end: size - 1 };
  headers.set("Content-Length", String(range.end - range.start + 1));
  if (asked.kind === "partial") headers.set("Content-Range", `bytes ${range.start}-${range.end}/${size}`);
  const status = asked.kind === "partial" ? 206 : 200;
  // A HEAD request reads no bytes: an unread stream would hold its file open until collected.
  if (request.method === "HEAD") return new Response(null, { status, headers });
  const stream = await fromStorage(key, storage.read(key, range));
  if (!stream) return new Response(null, { status: 404 });
  return new Response(Readable.toWeb(stream) as ReadableStream, { status, headers });
}

/** The Content-Disposition that saves a file under `name` (an ASCII name, as `filmFileName` makes). */
export function attachment(name: string): string {
  return `attachment; filename="${name}"`;
}

/** A stored file as a route sends it; the headers are built from these fields alone. */
export interface StoredFile {
  key: string;
  contentType: string;
  cacheControl: string;
  /** With ranges (video); without, the whole file in one response (captions, as they always were). */
  ranges: boolean;
  /** The stored size when the caller already knows it, which saves looking it up. */
  size?: number | undefined;
  /** For private files: search engines are told not to index them. */
  noindex?: boolean;
  /** Saves the file under this name (Content-Disposition: attachment) instead of showing it. */
  downloadName?: string | undefined;
}

/**
 * The one way routes send a stored film, captions or sample: undefined when storage has no such
 * file, so each route answers that with its own not-found page; StoredFileUnavailable when storage
 * did not answer.
 */
export async function serveStoredFile(
  storage: FileStorage,
  request: Request,
  file: StoredFile,
): Promise<Response | undefined> {
  const headers = new Headers({ "Content-Type": file.contentType, "Cache-Control": file.cacheControl });
  if (file.noindex) headers.set("X-Robots-Tag", "noindex");
  if (file.downloadName) headers.set("Content-Disposition", attachment(file.downloadName));
  if (!file.ranges) {
    const stream = await fromStorage(file.key, storage.read(file.key));
    return stream && new Response(Readable.toWeb(stream) as ReadableStream, { headers });
  }
  const size = file.size ?? (await fromStorage(file.key, storage.size(file.key)));
  if (size === undefined) return undefined;
  return storedFileResponse({ storage, key: file.key, size, request, headers });
}
