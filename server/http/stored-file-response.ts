// A stored file as an HTTP response, with range requests so players can seek: 206 for a range,
// 416 for one past the end, and no bytes read for HEAD; serveStoredFile builds the headers routes share.
import { Readable } from "node:stream";
import type { FileStorage } from "../storage/file-storage.ts";
import { parseRange } from "./byte-range.ts";

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
  const stream = await storage.read(key, range);
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
 * file, so each route answers that with its own not-found page.
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
    const stream = await storage.read(file.key);
    return stream && new Response(Readable.toWeb(stream) as ReadableStream, { headers });
  }
  const size = file.size ?? (await storage.size(file.key));
  if (size === undefined) return undefined;
  return storedFileResponse({ storage, key: file.key, size, request, headers });
}
