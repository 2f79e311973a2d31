// Refuses an oversized request body before the router reads any of it: by its Content-Length at
// once, otherwise by counting its bytes as they arrive (a length can be missing or lie). Small
// bodies are read whole here, within their limit and a short time; an upload streams on to its
// route, counted, and cut off when it arrives slower than a minimum rate (decision 040).
import type { IncomingMessage } from "node:http";
import { Transform, type Readable } from "node:stream";
import type { NextFunction, Request, Response } from "express";
import type { BodyLimit } from "./body-limits.ts";
import { connectionRefusalEn } from "./connection-refusal.en.ts";
import { connectionRefusalEs } from "./connection-refusal.es.ts";

/** The body went over its limit while its route was reading it. */
export class BodyTooLarge extends Error {
  constructor() {
    super("The request body is over its limit");
    this.name = "BodyTooLarge";
  }
}

/** An upload that arrived slower than its minimum rate: the connection was cut. */
export class BodyTooSlow extends Error {
  constructor() {
    super("The request body arrived slower than its minimum rate");
    this.name = "BodyTooSlow";
  }
}

/** Answers a request refused before the router: 413 for a body over its limit, 400 for a bad path. */
export type RefuseRequest = (request: Request, response: Response, status: RefusedStatus) => void;
export type RefusedStatus = 400 | 413;

/** How long a body may take: a whole ordinary form, and an upload's slowest rate. */
export interface BodyPace {
  formTimeoutMs: number;
  uploadMinBytesPerSecond: number;
  /** UPLOAD_RATE_WINDOW_MS but in tests. */
  uploadRateWindowMs: number;
}

/** The upload's rate is judged over each such span; a span in which the route held it back is not judged. */
export const UPLOAD_RATE_WINDOW_MS = 30_000;

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

type Received = { body: Buffer } | { tooLarge: true } | { tooSlow: true } | { gone: true };

/** The whole body, unless it passes `maxBytes`, takes over `timeoutMs`, or the client goes away first. */
function readWithin(request: IncomingMessage, maxBytes: number, timeoutMs: number): Promise<Received> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const deadline = setTimeout(() => finish({ tooSlow: true }), timeoutMs);
    const finish = (received: Received) => {
      clearTimeout(deadline);
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

/**
 * Cuts the connection of an upload that brought fewer than `minBytesPerSecond` in a window while
 * its route was reading (the request flowing); a window in which the route held it back is skipped.
 */
function watchUploadRate(
  request: IncomingMessage,
  counted: Readable,
  received: () => number,
  pace: BodyPace,
) {
  const minBytes = (pace.uploadMinBytesPerSecond * pace.uploadRateWindowMs) / 1000;
  let atWindowStart = received();
  let heldBack = false;
  const onPause = () => (heldBack = true);
  request.on("pause", onPause);
  const check = setInterval(() => {
    const arrived = received() - atWindowStart;
    atWindowStart = received();
    const judged = !heldBack && !request.isPaused();
    heldBack = false;
    if (judged && arrived < minBytes) {
      counted.destroy(new BodyTooSlow());
      request.socket.destroy();
    }
  }, pace.uploadRateWindowMs);
  check.unref();
  const stop = () => {
    clearInterval(check);
    request.off("pause", onPause);
  };
  request.once("end", stop).once("close", stop);
  counted.once("close", stop);
}

/**
 * The body as a stream that fails with BodyTooLarge past `maxBytes`, and with BodyTooSlow (its
 * connection cut) below `minBytesPerSecond`; over its limit the request itself is not destroyed.
 */
function countedStream(request: IncomingMessage, maxBytes: number, pace: BodyPace): Readable {
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
  watchUploadRate(request, counted, () => total, pace);
  return counted;
}

/** Time the answer to a body too slow to arrive is given to leave before the connection is cut. */
const SLOW_CLIENT_LINGER_MS = 2_000;

/**
 * A body too slow to arrive is answered 408 in plain words, both languages, and its connection
 * closed: a flood of them would otherwise cost a page render each, all at the same moment.
 */
function refuseTooSlow(request: Request, response: Response) {
  request.removeAllListeners("data");
  request.pause();
  response.once("close", () => {
    request.socket.end();
    setTimeout(() => request.socket.destroy(), SLOW_CLIENT_LINGER_MS).unref();
  });
  response
    .status(408)
    .set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", Connection: "close" })
    .end(`${connectionRefusalEn.tooSlow}\n${connectionRefusalEs.tooSlow}\n`);
}

export function limitRequestBodies(
  limitFor: (request: Request) => BodyLimit,
  refuse: RefuseRequest,
  pace: BodyPace,
) {
  return async (request: Request, response: Response, next: NextFunction) => {
    if (!hasBody(request)) return next();
    const limit = limitFor(request);
    const declared = declaredLength(request);
    if (declared !== undefined && !(declared <= limit.maxBytes)) {
      discardRest(request);
      return refuse(request, response, 413);
    }
    if (limit.streamed) {
      bodies.set(request, countedStream(request, limit.maxBytes, pace));
      return next();
    }
    const received = await readWithin(request, limit.maxBytes, pace.formTimeoutMs);
    if ("gone" in received) return;
    if ("tooSlow" in received) return refuseTooSlow(request, response);
    if ("tooLarge" in received) {
      discardRest(request);
      return refuse(request, response, 413);
    }
    bodies.set(request, received.body);
    next();
  };
}
