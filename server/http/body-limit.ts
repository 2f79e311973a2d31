// Refuses an oversized request body before the router reads any of it: by its Content-Length at
// once, otherwise by counting its bytes as they arrive (a length can be missing or lie). Small
// bodies are read whole here, within their limit; an upload streams on to its route, counted.
import type { IncomingMessage } from "node:http";
import { Transform, type Readable } from "node:stream";
import type { NextFunction, Request, Response } from "express";
import type { BodyLimit } from "./body-limits.ts";

/** The body went over its limit while its route was reading it. */
export class BodyTooLarge extends Error {
  constructor() {
    super("The request body is over its limit");
    this.name = "BodyTooLarge";
  }
}

/** Answers a request refused before the router: 413 for a body over its limit, 400 for a bad path. */
export type RefuseRequest = (request: Request, response: Response, status: RefusedStatus) => void;
export type RefusedStatus = 400 | 413;

const bodies = new WeakMap<IncomingMessage, Buffer | Readable>();
const overLimit = new WeakSet<IncomingMessage>();

/** What the router is to read as the request's body: the bytes read here, or the counted stream. */
export function bodyForRouter(request: IncomingMessage): Buffer | Readable | undefined {
  return bodies.get(request);
}

/** Whether a streamed body went over its limit while the router was reading it. */
export function bodyWentOverLimit(request: IncomingMessage): boolean {
  return overLimit.has(request);
}

function declaredLength(request: IncomingMessage): number | undefined {
  const header = request.headers["content-length"];
  return header === undefined ? undefined : Number(header);
}

/** Whether a body follows the headers: a length above zero, or chunks. */
export function hasBody(request: IncomingMessage): boolean {
  return request.headers["transfer-encoding"] !== undefined || (declaredLength(request) ?? 0) > 0;
}

/**
 * How long the rest of a refused body is read after the refusal, as nginx's `lingering_time`: a
 * connection closed under a client still sending makes it report a reset instead of our answer,
 * and past this a client that keeps sending is cut off.
 */
const LINGER_MS = 30_000;

/** The rest of a refused body is read and dropped, never kept, for at most LINGER_MS. */
function discardRest(request: IncomingMessage) {
  request.removeAllListeners("data");
  request.resume();
  if (request.complete) return;
  const cutOff = setTimeout(() => request.socket.destroy(), LINGER_MS);
  cutOff.unref();
  request.once("end", () => clearTimeout(cutOff)).once("close", () => clearTimeout(cutOff));
}

type Received = { body: Buffer } | { tooLarge: true } | { gone: true };

/** The whole body, unless it passes `maxBytes` or the client goes away first. */
function readWithin(request: IncomingMessage, maxBytes: number): Promise<Received> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const finish = (received: Received) => {
      request.off("data", onData).off("end", onEnd).off("error", onGone).off("close", onGone);
      resolve(received);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) finish({ tooLarge: true });
      else chunks.push(chunk);
    };
    const onEnd = () => finish({ body: Buffer.concat(chunks, total) });
    const onGone = () => finish({ gone: true });
    request.on("data", onData).on("end", onEnd).on("error", onGone).on("close", onGone);
  });
}

/** The body as a stream that fails with BodyTooLarge past `maxBytes`; the request itself is never destroyed. */
function countedStream(request: IncomingMessage, maxBytes: number): Readable {
  let total = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      if (total <= maxBytes) return callback(null, chunk);
      overLimit.add(request);
      request.unpipe(counted);
      discardRest(request);
      callback(new BodyTooLarge());
    },
  });
  // Its consumer (the route's reader) sees every error; without a listener of its own, the pipe
  // from the request would rethrow a route's refusal as an uncaught error.
  counted.on("error", () => undefined);
  request.on("error", (error) => counted.destroy(error));
  request.on("close", () => {
    if (!request.complete) counted.destroy(new Error("The client went away during the upload"));
  });
  // A route that stops reading (it refused the upload itself) leaves the rest to be dropped here,
  // so the connection can carry its answer.
  counted.on("close", () => {
    if (!request.complete) discardRest(request);
  });
  request.pipe(counted);
  return counted;
}

export function limitRequestBodies(limitFor: (request: Request) => BodyLimit, refuse: RefuseRequest) {
  return async (request: Request, response: Response, next: NextFunction) => {
    if (!hasBody(request)) return next();
    const limit = limitFor(request);
    const declared = declaredLength(request);
    if (declared !== undefined && !(declared <= limit.maxBytes)) {
      discardRest(request);
      return refuse(request, response, 413);
    }
    if (limit.streamed) {
      bodies.set(request, countedStream(request, limit.maxBytes));
      return next();
    }
    const received = await readWithin(request, limit.maxBytes);
    if ("gone" in received) return;
    if ("tooLarge" in received) {
      discardRest(request);
      return refuse(request, response, 413);
    }
    bodies.set(request, received.body);
    next();
  };
}
