// A stored file as an HTTP response, with range requests so players can seek: 206 for a range,
// 416 for one past the end, and no bytes read for HEAD.
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
