// The HTTP server: security headers, compression, request logging, body limits and malformed paths
// refused before anything reads them, static files with the right cache lifetimes, and React Router
// for every page.
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import type { IncomingMessage, ServerResponse } from "node:http";
import express, { type NextFunction, type Request, type Response } from "express";
import { RouterContextProvider, type RouterContext, type ServerBuild } from "react-router";
import { logger } from "./logger.ts";
import { assetHeaders, securityHeaders, tagRequest } from "./security.ts";
import { servePrecompressed } from "./precompressed.ts";
import { createPageCache } from "./page-cache.ts";
import { bodyLimitFor } from "./http/body-limits.ts";
import { hasBody, limitRequestBodies, UPLOAD_RATE_WINDOW_MS } from "./http/body-limit.ts";
import { onlyDecodablePaths, refusalResponder, refuseMalformedPaths } from "./http/refusal.ts";
import { createRouterHandler, routerRequestHandler } from "./http/router-handler.ts";
import { healthRoute } from "./http/health-check.ts";
import { consoleForOperatorsOnly, publicBuildOf } from "./http/console-routes.ts";
import { requestIsOperator } from "./auth/operators.ts";
import { applyTransportSecurity } from "./http/transport-security.ts";
import { REQUEST_ID_HEADER } from "./request-headers.ts";
import type { Services } from "./services.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
export const BUILD_DIR = path.join(ROOT, "build");

async function loadBuild(dev: boolean) {
  if (!dev) {
    const file = pathToFileURL(path.join(BUILD_DIR, "server", "index.js")).href;
    return { build: (await import(file)) as ServerBuild, viteServer: undefined };
  }
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  const build = () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  return { build, viteServer };
}

function logRequests(request: Request, response: Response, next: NextFunction) {
  const started = performance.now();
  response.on("finish", () => {
    logger.info(
      {
        requestId: request.headers[REQUEST_ID_HEADER],
        method: request.method,
        path: request.path,
        status: response.statusCode,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });
  next();
}

export type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/** Hands every loader and action the process's services, under the key the build itself exports. */
function servicesLoadContext(build: ServerBuild | (() => Promise<ServerBuild>), services: Services) {
  return async () => {
    const current = typeof build === "function" ? await build() : build;
    const key = (current.entry.module as { servicesContext?: RouterContext<Services> }).servicesContext;
    if (!key) throw new Error("The server build does not export servicesContext from entry.server");
    return new RouterContextProvider(new Map([[key, services]]));
  };
}

/** The shop's request listener: fresh cached pages straight from memory, everything else via Express. */
export async function createHttpApp({
  dev,
  services,
}: {
  dev: boolean;
  services: Services;
}): Promise<RequestListener> {
  const mode = dev ? "development" : "production";
  const { build, viteServer } = await loadBuild(dev);
  const loadContext = servicesLoadContext(build, services);
  // The console is in the build an operator is served; everybody else's has none (decision 062).
  const publicBuild = publicBuildOf(build);
  // In development every edit must show at once, so nothing is cached. A cached page is nobody's,
  // so never an operator's.
  const pageCache = dev ? undefined : createPageCache(publicBuild, mode, loadContext);
  const handle = consoleForOperatorsOnly({
    build,
    whole: routerRequestHandler(build, mode),
    forEveryone: routerRequestHandler(publicBuild, mode),
    isOperator: (request) =>
      requestIsOperator(services.auth, services.config.OPERATOR_EMAILS, request.headers),
  });
  const refuse = refusalResponder({ handle, getLoadContext: loadContext });
  const settings = { filmUploadMaxMb: services.config.FILM_UPLOAD_MAX_MB };

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", services.config.TRUST_PROXY);
  const client = path.join(BUILD_DIR, "client");
  if (!viteServer) {
    // Hashed file names never change content: cached for a year, with only the headers a script,
    // style or font needs. A page's security headers would add ~0.7 KB to each of its ~17 files.
    const assets = path.join(client, "assets");
    app.use("/assets", onlyDecodablePaths(assetHeaders));
    app.use("/assets", onlyDecodablePaths(servePrecompressed(assets, { immutable: true, maxAge: "1y" })));
    app.use(
      "/assets",
      onlyDecodablePaths(
        express.static(assets, { immutable: true, maxAge: "1y", etag: false, lastModified: false }),
      ),
    );
  }
  app.use(tagRequest);
  app.get("/healthz", healthRoute({ db: services.db, storage: services.storage }));
  if (pageCache) app.use(pageCache.lookup);
  app.use(securityHeaders(services.config, { dev }));
  app.use(compression());
  app.use(logRequests);
  app.use(refuseMalformedPaths(refuse));
  // Before static files and the router: nothing reads a body that this layer has not measured.
  app.use(
    limitRequestBodies(
      (request) =>
        bodyLimitFor({ pathname: request.path, contentType: request.headers["content-type"] }, settings),
      refuse,
      {
        formTimeoutMs: services.config.FORM_BODY_TIMEOUT_SECONDS * 1000,
        uploadMinBytesPerSecond: services.config.UPLOAD_MIN_KB_PER_SECOND * 1024,
        uploadRateWindowMs: UPLOAD_RATE_WINDOW_MS,
      },
    ),
  );

  if (viteServer) {
    app.use(viteServer.middlewares);
  } else {
    app.use(servePrecompressed(client, { immutable: false, maxAge: "1d" }));
    app.use(express.static(client, { maxAge: "1d" }));
  }

  if (pageCache) app.use(pageCache.serve);
  app.all("/{*path}", createRouterHandler({ handle, getLoadContext: loadContext, refuse }));
  const transport = {
    trustedProxies: services.config.TRUST_PROXY,
    httpsAddress: services.config.PUBLIC_URL.startsWith("https:"),
  };
  return (request, response) => {
    applyTransportSecurity(request, response, transport);
    // A request with a body always meets the body limit, never the cached page.
    if (hasBody(request) || !pageCache?.serveFromMemory(request, response)) app(request, response);
  };
}
