// A plain static server for the pages we compare ours with: a folder (the SPA peer, whose every
// unknown path is its index.html) or one page held in memory at `/` (the no-script floor), whose
// other requests are passed to the shop: its images and film then come from the page's own origin,
// as the shop's `Cross-Origin-Resource-Policy: same-origin` requires. Compressed with
// brotli or gzip as the browser asks, as nginx or a CDN would serve them, so the comparison is of
// the pages and not of their transport. Any `headers` given go on its own answers as well, as a
// host configured like the shop would send them.
import { readFileSync, statSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json",
};

export interface StaticServer {
  origin: string;
  stop(): Promise<void>;
}

type Source = { folder: string } | { html: string; assetsFrom: string };

function fileFor(source: Source, pathname: string): { body: Buffer; type: string } | undefined {
  if ("html" in source)
    return pathname === "/" ? { body: Buffer.from(source.html), type: TYPES[".html"]! } : undefined;
  const wanted = path.join(source.folder, path.normalize(decodeURIComponent(pathname)));
  const inside = wanted.startsWith(source.folder) && statSync(wanted, { throwIfNoEntry: false })?.isFile();
  const file = inside ? wanted : path.join(source.folder, "index.html");
  return { body: readFileSync(file), type: TYPES[path.extname(file)] ?? "application/octet-stream" };
}

/**
 * Passes a request on to `origin` and its answer back. Uncompressed: the floor's other requests are
 * images and the film, compressed already.
 */
async function passOn(origin: string, request: http.IncomingMessage, response: http.ServerResponse) {
  const range = request.headers.range;
  const answer = await fetch(new URL(request.url ?? "/", origin), { headers: range ? { range } : {} });
  const body = Buffer.from(await answer.arrayBuffer());
  const headers = Object.fromEntries(
    [...answer.headers].filter(
      ([name]) => !["content-encoding", "transfer-encoding", "connection"].includes(name),
    ),
  );
  response.writeHead(answer.status, { ...headers, "content-length": body.length });
  response.end(body);
}

export async function startStaticServer(
  source: Source,
  { port = 0, headers = {} }: { port?: number; headers?: Record<string, string> } = {},
): Promise<StaticServer> {
  // Compressed once per file and encoding: brotli at its best setting takes a second on the peer's script.
  const compressed = new Map<string, { encoded: Buffer; type: string }>();
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://x").pathname;
    if ("html" in source && pathname !== "/") {
      passOn(source.assetsFrom, request, response).catch(() => response.writeHead(502).end());
      return;
    }
    const accepts = String(request.headers["accept-encoding"] ?? "");
    const encoding = accepts.includes("br") ? "br" : accepts.includes("gzip") ? "gzip" : "identity";
    const key = `${encoding} ${pathname}`;
    let entry = compressed.get(key);
    if (!entry) {
      const file = fileFor(source, pathname);
      if (!file) {
        response.writeHead(404).end();
        return;
      }
      const { body, type } = file;
      const encoded =
        encoding === "br" ? brotliCompressSync(body) : encoding === "gzip" ? gzipSync(body) : body;
      entry = { encoded, type };
      compressed.set(key, entry);
    }
    const { encoded, type } = entry;
    response.writeHead(200, {
      ...headers,
      "content-type": type,
      "content-encoding": encoding,
      "content-length": encoded.length,
      "cache-control": type.startsWith("text/html") ? "no-cache" : "public, max-age=31536000, immutable",
    });
    response.end(encoded);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${listening}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
