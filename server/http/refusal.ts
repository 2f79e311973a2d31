// The answer to a request refused before the router (a body over its limit, a path that does not
// decode): the shop's own page in the visitor's language, rendered by the router from a request of
// our own, or for a single-fetch (`.data`) submission an error the page's script shows.
import type { NextFunction, Request, Response } from "express";
import type { RouterContextProvider } from "react-router";
import { logger } from "../logger.ts";
import { REFUSED_STATUS_HEADER, REQUEST_ID_HEADER } from "../request-headers.ts";
import type { RefusedStatus, RefuseRequest } from "./body-limit.ts";
import {
  routerHeaders,
  routerRequest,
  sendRouterResponse,
  type routerRequestHandler,
} from "./router-handler.ts";

/** Unknown to the route table: the router's catch-all page answers it, and reads the status header. */
export const REFUSAL_PATH = "/__refused";

// The parameter that picks the page's language (app/i18n/language-cookie.ts); kept on the refusal.
const LANGUAGE_PARAM = "lang";

const REASONS: Record<RefusedStatus, string> = {
  400: "request path does not decode",
  413: "request body over its limit",
};

/** The router's request for the refusal page: the visitor's language and nonce, none of its body. */
function refusalRequest(request: Request, response: Response, status: RefusedStatus) {
  const original = new URL(request.originalUrl, "http://shop.invalid");
  const singleFetch = original.pathname.endsWith(".data");
  const base = new URL(`${request.protocol}://${request.get("host") ?? "localhost"}`);
  const url = new URL(singleFetch ? `${REFUSAL_PATH}.data` : REFUSAL_PATH, base);
  const language = original.searchParams.get(LANGUAGE_PARAM);
  if (language) url.searchParams.set(LANGUAGE_PARAM, language);
  const headers = routerHeaders(request);
  for (const name of ["content-length", "content-type", "transfer-encoding"]) headers.delete(name);
  headers.set(REFUSED_STATUS_HEADER, String(status));
  // A submission made by the page's script expects an action's answer: the refusal is its error.
  const method = singleFetch && request.method !== "GET" && request.method !== "HEAD" ? "POST" : "GET";
  return routerRequest(request, response, { url, method, headers, withBody: false });
}

export function refusalResponder({
  handle,
  getLoadContext,
}: {
  handle: ReturnType<typeof routerRequestHandler>;
  getLoadContext: () => Promise<RouterContextProvider>;
}): RefuseRequest {
  return (request, response, status) => {
    logger.warn(
      { requestId: request.headers[REQUEST_ID_HEADER], method: request.method, status },
      `refused: ${REASONS[status]}`,
    );
    void (async () => {
      const answer = await handle(refusalRequest(request, response, status), await getLoadContext());
      await sendRouterResponse(response, answer);
    })().catch((error: unknown) => {
      logger.error({ err: error }, "the refusal page failed");
      if (response.headersSent) response.end();
      else response.status(status).set("Cache-Control", "no-store").type("text/plain").end(REASONS[status]);
    });
  };
}

function pathDecodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** A path with a broken `%` escape names no file and no page: 400, before any static file lookup. */
export function refuseMalformedPaths(refuse: RefuseRequest) {
  return (request: Request, response: Response, next: NextFunction) => {
    if (pathDecodes(request.path)) next();
    else refuse(request, response, 400);
  };
}

/** Handlers that run before the refusal can be rendered (hashed assets) leave such a path to it. */
export function onlyDecodablePaths(
  handler: (request: Request, response: Response, next: NextFunction) => void,
) {
  return (request: Request, response: Response, next: NextFunction) => {
    if (pathDecodes(request.path)) handler(request, response, next);
    else next();
  };
}
