import { once } from "node:events";
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import express, { type Request, type Response } from "express";
import { afterEach, describe, expect, it } from "vitest";
import {
  bodyForRouter,
  BodyTooLarge,
  bodyWentOverLimit,
  limitRequestBodies,
  type BodyPace,
} from "./body-limit.ts";
import type { BodyLimit } from "./body-limits.ts";

const MB = 1024 * 1024;
let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** A server whose "router" reports what body it was handed; `routed` counts the requests it saw. */
async function serve(
  limit: BodyLimit,
  route?: (request: Request, response: Response) => void,
  pace: BodyPace = { formTimeoutMs: 60_000, uploadMinBytesPerSecond: 1, uploadRateWindowMs: 60_000 },
) {
  const seen = { routed: 0 };
  const app = express();
  app.use(
    limitRequestBodies(
      () => limit,
      (_request, response, status) => void response.status(status).end("refused"),
      pace,
    ),
  );
  app.use(async (request, response) => {
    seen.routed += 1;
    if (route) return route(request, response);
    const body = bodyForRouter(request);
    if (body === undefined) return void response.end("no body");
    if (Buffer.isBuffer(body)) return void response.end(`buffered ${body.length}`);
    let bytes = 0;
    try {
      for await (const chunk of body) bytes += (chunk as Buffer).length;
      response.end(`streamed ${bytes}`);
    } catch (error) {
      const over = error instanceof BodyTooLarge && bodyWentOverLimit(request);
      response.status(over ? 413 : 500).end(`stream failed after ${bytes}`);
    }
  });
  server = http.createServer(app);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

/** `bytes` of generated body, made as it is sent: the test holds no more than one chunk. */
function generated(bytes: number): ReadableStream {
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  return Readable.toWeb(
    Readable.from(
      (function* () {
        for (let sent = 0; sent < bytes; sent += chunk.length)
          yield chunk.subarray(0, Math.min(chunk.length, bytes - sent));
      })(),
    ),
  ) as ReadableStream;
}

async function post(url: string, bytes: number) {
  const response = await fetch(url, {
    method: "POST",
    body: generated(bytes),
    duplex: "half",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  } as RequestInit);
  return { status: response.status, text: await response.text() };
}

describe("limitRequestBodies", () => {
  it("hands the router a body within its limit, whole", async () => {
    const { url } = await serve({ maxBytes: 64 * 1024, streamed: false });
    expect(await post(url, 64 * 1024)).toEqual({ status: 200, text: `buffered ${64 * 1024}` });
    const response = await fetch(url);
    expect(await response.text()).toBe("no body");
  });

  it("refuses 200 MB sent without a length before the router, memory flat, and goes on serving", async () => {
    const { url, seen } = await serve({ maxBytes: 64 * 1024, streamed: false });
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
    try {
      expect(await post(url, 200 * MB)).toEqual({ status: 413, text: "refused" });
    } finally {
      clearInterval(sampler);
    }
    expect(seen.routed).toBe(0);
    expect(peak - before).toBeLessThan(100 * MB);
    expect(await post(url, 10)).toEqual({ status: 200, text: "buffered 10" });
  });

  it("refuses a declared length over the limit at once, before a byte of the body", async () => {
    const { url, seen } = await serve({ maxBytes: MB, streamed: false });
    const request = http.request(`${url}/`, {
      method: "POST",
      headers: { "content-length": String(500 * MB), "content-type": "application/octet-stream" },
    });
    request.flushHeaders();
    const [response] = (await once(request, "response")) as [http.IncomingMessage];
    expect(response.statusCode).toBe(413);
    request.destroy();
    expect(seen.routed).toBe(0);
  });

  it("counts a streamed upload as the route reads it and fails it past the limit", async () => {
    const { url } = await serve({ maxBytes: MB, streamed: true });
    expect(await post(url, MB)).toEqual({ status: 200, text: `streamed ${MB}` });
    const over = await post(url, 20 * MB);
    expect(over.status).toBe(413);
    expect(over.text).toMatch(/^stream failed after \d+$/);
    expect(Number(over.text.split(" ").at(-1))).toBeLessThanOrEqual(MB);
  });

  it("drops the rest of an upload its route stopped reading, so the route's answer arrives", async () => {
    const { url } = await serve({ maxBytes: 100 * MB, streamed: true }, (request, response) => {
      const body = bodyForRouter(request) as Readable;
      body.once("data", () => {
        // As a web stream's cancel does it: with the reason the reader gave up.
        body.destroy(new Error("not a photo"));
        response.status(422).end("not a photo");
      });
    });
    expect(await post(url, 50 * MB)).toEqual({ status: 422, text: "not a photo" });
    expect(await post(url, 10)).toMatchObject({ status: 422 });
  });

  it("answers 408 to a form whose body is too slow to arrive, and closes its connection", async () => {
    const pace = { formTimeoutMs: 300, uploadMinBytesPerSecond: 1, uploadRateWindowMs: 60_000 };
    const { url, seen } = await serve({ maxBytes: 64 * 1024, streamed: false }, undefined, pace);
    const request = http.request(`${url}/account`, {
      method: "POST",
      headers: { "content-length": "60000", "content-type": "application/x-www-form-urlencoded" },
    });
    request.write("a");
    const [response] = (await once(request, "response")) as [http.IncomingMessage];
    expect(response.statusCode).toBe(408);
    expect(response.headers.connection).toBe("close");
    await once(request.socket!, "close");
    expect(seen.routed).toBe(0);
  });

  it("cuts an upload that stalls, and keeps one that arrives slowly but steadily", async () => {
    const pace = { formTimeoutMs: 60_000, uploadMinBytesPerSecond: 1024, uploadRateWindowMs: 200 };
    const { url } = await serve({ maxBytes: MB, streamed: true }, undefined, pace);
    const steady = Readable.toWeb(
      Readable.from(
        (async function* () {
          for (let chunk = 0; chunk < 10; chunk += 1) {
            yield Buffer.alloc(1024, 0x61);
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        })(),
      ),
    );
    const kept = await fetch(url, {
      method: "POST",
      body: steady,
      duplex: "half",
      headers: { "content-type": "application/octet-stream" },
    } as RequestInit);
    expect(await kept.text()).toBe(`streamed ${10 * 1024}`);

    const stalled = http.request(url, {
      method: "POST",
      headers: { "content-length": "100000", "content-type": "application/octet-stream" },
    });
    stalled.write("a");
    const outcome = await new Promise<string>((resolve) => {
      stalled.on("error", (error) => resolve(error.message));
      stalled.on("response", (response) => resolve(`answered ${response.statusCode}`));
    });
    expect(outcome).toBe("socket hang up");
  });
});
