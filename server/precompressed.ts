// Serves the build's precompressed copies (.br, .gz) of static text files when the browser
// accepts them; everything else falls through to express.static.
import { existsSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";

export const COMPRESSIBLE_EXTENSIONS = new Set([".js", ".css", ".svg", ".json", ".txt", ".xml", ".html"]);

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".html": "text/html; charset=utf-8",
};

const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

export function servePrecompressed(
  root: string,
  { maxAge, immutable }: { maxAge: string; immutable: boolean },
) {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const extension = path.extname(request.path);
    if (!COMPRESSIBLE_EXTENSIONS.has(extension)) return next();
    const file = path.join(root, path.normalize(decodeURIComponent(request.path)));
    if (!file.startsWith(root + path.sep)) return next();
    const accepted = String(request.headers["accept-encoding"] ?? "");
    const encoding = ENCODINGS.find(
      ({ name, suffix }) => accepted.includes(name) && existsSync(file + suffix),
    );
    if (!encoding) return next();
    response.setHeader("Content-Type", CONTENT_TYPES[extension] ?? "application/octet-stream");
    response.setHeader("Content-Encoding", encoding.name);
    response.setHeader("Vary", "Accept-Encoding");
    // An immutable file is never revalidated: its validators would be bytes for nothing.
    const validators = immutable ? { etag: false, lastModified: false } : {};
    response.sendFile(file + encoding.suffix, { maxAge, immutable, ...validators }, (error) => {
      // A visitor who leaves while a file is on its way is not a server error.
      if (error && (error as NodeJS.ErrnoException).code !== "ECONNABORTED") next(error);
    });
  };
}
