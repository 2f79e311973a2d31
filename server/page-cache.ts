// A short-lived cache of rendered pages that belong to no visitor in particular. A page opts in
// with `Cache-Control: s-maxage=N` (the way it would for a CDN); it is kept per URL and language
// cookie, compressed once, and served with the CSP nonce it was rendered with. Requests that carry
// any other cookie (a future session) are never cached, nor are responses that set one.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { CSP_NONCE_HEADER } from "./request-headers.ts";
import { logger } from "./logger.ts";

interface CachedPage {
  status: number;
  /** The app's headers, and after the first send every header Express and helmet added too. */
  headers: [string, string][];
  sentHeaders?: Record<string, string | string[] | number>;
  nonce: string;
  bodies: { br: Buffer; gzip: Buffer; identity: Buffer };
  expiresAt: number;
}

const MAX_ENTRIES = 500;
const LANGUAGE_COOKIE = /^language=[a-z]{2}$/;

/** Which cache entry a request may use, or undefined when it must be rendered for itself. */
export function pageCacheKey(request: { method?: string; url?: string; headers: IncomingHttpHeaders }) {
  const url = request.url ?? "/";
  const path = url.split("?")[0] ?? "/";
  if (request.method !== "GET" || path.endsWith(".data")) return undefined;
  const cookies = (request.headers.cookie ?? "")
    .split(";")
    .map((cookie) => cookie.trim())
    .filter(Boolean);
  if (cookies.some((cookie) => !LANGUAGE_COOKIE.test(cookie))) return undefined;
  return `${cookies.join(";")}|${url}`;
}

/** Seconds a response allows shared caches to keep it (`s-maxage`), or 0. */
export function sharedMaxAge(response: globalThis.Response): number {
  if (response.status !== 200 && response.status !== 404) return 0;
  const setCookies = response.headers.getSetCookie();
  if (setCookies.some((cookie) => !cookie.startsWith("language="))) return 0;
  const match = /(?:^|,)\s*s-maxage=(\d+)/.exec(response.headers.get("Cache-Control") ?? "");
  return match ? Number(match[1]) : 0;
}

/**
 * The page's headers on the response: each replaces the Express layer's default (a stricter
 * Referrer-Policy on a page with a token in its address, else sent twice); cookies add up.
 */
function writeRouteHeaders(response: Response, headers: readonly (readonly [string, string])[]) {
  for (const [name, value] of headers) {
    if (name.toLowerCase() === "set-cookie") response.append(name, value);
    else response.setHeader(name, value);
  }
}

function preferredEncoding(request: IncomingMessage): "br" | "gzip" | "identity" {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return "identity";
}

function toFetchRequest(request: Request): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return new globalThis.Request(
    `${request.protocol}://${request.get("host") ?? "localhost"}${request.originalUrl}`,
    {
      headers,
    },
  );
}

export function createPageCache(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: string,
  loadContext: () => Promise<RouterContextProvider>,
) {
  const render = createRequestHandler(build, mode);
  // The route manifest is no page: the router answers it, by who asks (decision 062).
  const isRouteManifest = async (request: Request) =>
    request.path === (typeof build === "function" ? await build() : build).routeDiscovery.manifestPath;
  const pages = new Map<string, CachedPage>();

  function remember(key: string, page: CachedPage) {
    if (pages.size >= MAX_ENTRIES) {
      const now = Date.now();
      for (const [oldKey, old] of pages) if (old.expiresAt <= now) pages.delete(oldKey);
      // Still full: drop the oldest, so odd query strings cannot grow the cache without bound.
      if (pages.size >= MAX_ENTRIES) pages.delete(pages.keys().next().value as string);
    }
    pages.set(key, page);
  }

  function send(request: Request, response: Response, page: CachedPage) {
    const encoding = preferredEncoding(request);
    response.status(page.status);
    writeRouteHeaders(response, page.headers);
    response.setHeader("Vary", "Accept-Encoding, Cookie");
    if (encoding !== "identity") response.setHeader("Content-Encoding", encoding);
    if (!page.sentHeaders) {
      // Everything but what belongs to this one response is replayed for the next visitors.
      const reusable = { ...response.getHeaders() } as Record<string, string | string[] | number>;
      delete reusable["x-request-id"];
      delete reusable["content-encoding"];
      page.sentHeaders = reusable;
    }
    response.end(page.bodies[encoding]);
  }

  /**
   * Answers a request for a fresh cached page straight from the Node server, before Express:
   * the headers Express and helmet set the first time are replayed. Returns false otherwise.
   */
  function serveFromMemory(request: IncomingMessage, response: ServerResponse): boolean {
    const key = pageCacheKey(request);
    const page = key === undefined ? undefined : pages.get(key);
    if (!page?.sentHeaders || page.expiresAt <= Date.now()) return false;
    const encoding = preferredEncoding(request);
    const requestId = randomUUID();
    response.writeHead(page.status, {
      ...page.sentHeaders,
      "x-request-id": requestId,
      ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
      "content-length": page.bodies[encoding].length,
    });
    response.end(page.bodies[encoding]);
    logger.info(
      { requestId, method: request.method, path: request.url, status: page.status, cached: true },
      "request",
    );
    return true;
  }

  return {
    serveFromMemory,

    /** Runs before the security headers, so a cached page's CSP names the nonce in its body. */
    lookup(request: Request, response: Response, next: NextFunction) {
      const key = pageCacheKey(request);
      const page = key === undefined ? undefined : pages.get(key);
      if (page && page.expiresAt > Date.now()) {
        request.headers[CSP_NONCE_HEADER] = page.nonce;
        response.locals.cachedPage = page;
      }
      next();
    },

    /** Serves a cached page, or renders one and keeps it when the page allows. */
    async serve(request: Request, response: Response, next: NextFunction) {
      if (response.locals.cachedPage)
        return send(request, response, response.locals.cachedPage as CachedPage);
      const key = pageCacheKey(request);
      if (key === undefined || (await isRouteManifest(request))) return next();
      const rendered = await render(toFetchRequest(request), await loadContext());
      const maxAge = sharedMaxAge(rendered);
      const identity = Buffer.from(await rendered.arrayBuffer());
      const headers = [...rendered.headers].filter(([name]) => name !== "content-length");
      if (maxAge === 0) {
        // Not cacheable: send as rendered; the compression middleware encodes it.
        response.status(rendered.status);
        writeRouteHeaders(response, headers);
        response.end(identity);
        return;
      }
      const page: CachedPage = {
        status: rendered.status,
        headers,
        nonce: String(request.headers[CSP_NONCE_HEADER]),
        bodies: {
          identity,
          br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
          gzip: gzipSync(identity, { level: 6 }),
        },
        expiresAt: Date.now() + maxAge * 1000,
      };
      remember(key, page);
      send(request, response, page);
    },
  };
}
