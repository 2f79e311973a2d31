// Server rendering: renders the page whole (it has nothing to stream), writes its stylesheet into it
// and its own first script, which starts its modules when the route asks (decision 031), carries
// the CSP nonce into every script React Router writes, and logs failures with the request's id.
import path from "node:path";
import { PassThrough } from "node:stream";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { logger } from "#server/logger.ts";
import { CSP_NONCE_HEADER, REQUEST_ID_HEADER } from "#server/request-headers.ts";
import { withPageStart } from "./page-start.server.ts";
import { requestErrorHandler } from "./request-errors.server.ts";
import { scriptStartOf } from "./shared/script-start.ts";
import { builtAssetReader, inlineStylesheet } from "./inline-stylesheet.server.ts";
import { rewriteWholePage } from "./page-rewrite.server.ts";

export const streamTimeout = 5_000;

// This module runs from build/server, beside build/client; in development that folder is absent,
// so the stylesheet stays a link.
const readAsset = builtAssetReader(path.resolve(import.meta.dirname, "..", "client"));

// The HTTP server reads the context key from the build, so it sets the very key loaders read.
export { servicesContext } from "./services-context.ts";

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = request.headers.get(CSP_NONCE_HEADER) ?? undefined;
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;
  const scriptStart = scriptStartOf(
    routerContext.staticHandlerContext.matches.map(
      (match) => routerContext.routeModules[match.route.id]?.handle,
    ),
  );

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const rewrite = rewriteWholePage((html) =>
            inlineStylesheet(withPageStart(html, nonce, scriptStart), readAsset),
          );
          rewrite.pipe(body);
          pipe(rewrite);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready reach handleError below; log only the later ones here.
          if (shellRendered)
            logger.error({ err: error, requestId: request.headers.get(REQUEST_ID_HEADER) }, "render failed");
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}

export const handleError: HandleErrorFunction = requestErrorHandler(logger);
