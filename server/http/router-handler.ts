// React Router behind Express: @react-router/express's adapter, except that the body the router
// reads is the one the body limit passed on (read whole, or counted as it streams), and a body that
// goes over its limit while a route reads it is answered as refused, whatever the route made of it.
import { Readable } from "node:stream";
import type { NextFunction, Request, Response } from "express";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { bodyForRouter, bodyWentOverLimit, type RefuseRequest } from "./body-limit.ts";

export type HandleRouterRequest = (request: globalThis.Request) => Promise<globalThis.Response>;

/** The address the router sees, as @react-router/express makes it (a proxy's host when trusted). */
function requestUrl(request: Request): URL {
  const [, forwardedPort] = request.app.enabled("trust proxy")
    ? (request.get("X-Forwarded-Host")?.split(":") ?? [])
    : [];
  const [, hostPort] = request.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort]
    .map((text) => Number.parseInt(text ?? "", 10))
    .find((value) => Number.isSafeInteger(value));
  const host = `${request.hostname.split(/[\\/?#@]/)[0] || "localhost"}${port ? `:${port}` : ""}`;
  return new URL(`${request.protocol}://${host}${request.originalUrl}`);
}

export function routerHeaders(request: Request): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/** The request as the router reads it; `init` replaces parts of it (a refusal's own request). */
export function routerRequest(
  request: Request,
  response: Response,
  init: { url?: URL; method?: string; headers?: Headers; withBody: boolean },
): globalThis.Request {
  let controller: AbortController | undefined = new AbortController();
  response.on("finish", () => (controller = undefined));
  response.on("close", () => controller?.abort());
  const method = init.method ?? request.method;
  const body = init.withBody && method !== "GET" && method !== "HEAD" ? bodyForRouter(request) : undefined;
  return new Request((init.url ?? requestUrl(request)).href, {
    method,
    headers: init.headers ?? routerHeaders(request),
    signal: controller.signal,
    ...(body === undefined
      ? {}
      : {
          body: body instanceof Readable ? createReadableStreamFromReadable(body) : body,
          duplex: "half",
        }),
  } as RequestInit);
}

/** Sends the router's answer through Express (compression, logging), as the adapter does. */
export async function sendRouterResponse(response: Response, answer: globalThis.Response) {
  if (response.destroyed || response.writableEnded) {
    await answer.body?.cancel();
    return;
  }
  response.statusMessage = answer.statusText;
  response.status(answer.status);
  // A route's own header replaces the Express layer's default (a stricter Referrer-Policy on a page
  // with a token in its address); cookies add up.
  for (const [name, value] of answer.headers.entries()) {
    if (name === "set-cookie") response.append(name, value);
    else response.setHeader(name, value);
  }
  if (/text\/event-stream/i.test(answer.headers.get("Content-Type") ?? "")) response.flushHeaders();
  if (!answer.body) {
    response.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(answer.body, response);
  } catch (error) {
    if (!(response.destroyed || response.writableEnded)) throw error;
  }
}

export function routerRequestHandler(build: ServerBuild | (() => Promise<ServerBuild>), mode: string) {
  return createRequestHandler(build, mode);
}

export function createRouterHandler({
  handle,
  getLoadContext,
  refuse,
}: {
  handle: ReturnType<typeof routerRequestHandler>;
  getLoadContext: () => Promise<RouterContextProvider>;
  refuse: RefuseRequest;
}) {
  return async (request: Request, response: Response, next: NextFunction) => {
    try {
      const answer = await handle(
        routerRequest(request, response, { withBody: true }),
        await getLoadContext(),
      );
      if (bodyWentOverLimit(request) && !response.headersSent) {
        await answer.body?.cancel();
        refuse(request, response, 413);
        return;
      }
      await sendRouterResponse(response, answer);
    } catch (error) {
      next(error);
    }
  };
}
