// Log lines never hold a private link's secret: the request log's path, an error's URL, message and
// stack, a message built from a URL, and request headers, written through the shop's own options.
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, REDACTED, redactSecrets } from "./logger.ts";

const ORDER_TOKEN = "Qm9yZGVyLXRva2VuLTEyMzQ1Njc4OTA";
const FILM_TOKEN = "ZmlsbS10b2tlbi0xMjM0NTY3ODkwYWJj";
const PHOTO_TOKEN = "cGhvdG8tdG9rZW4tMTIzNDU2Nzg5MGFi";
const SESSION = "test_cs_4f9a0c1e2b3d4e5f6a7b8c9d";
const LINK_TOKEN = "c2lnbi1pbi10b2tlbi0xMjM0NTY3ODkw";
const SECRETS = [ORDER_TOKEN, FILM_TOKEN, PHOTO_TOKEN, SESSION, LINK_TOKEN];

/** The shop's logger writing to memory: every line it would have written, parsed. */
function capturedLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString("utf8"));
      done();
    },
  });
  const logger = createLogger(destination);
  return {
    logger,
    text: () => lines.join(""),
    records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe("the logger", () => {
  it("writes request paths with the secret segment of every private link replaced", () => {
    const { logger, records, text } = capturedLogger();
    const paths = [
      `/orders/${ORDER_TOKEN}`,
      `/films/${FILM_TOKEN}`,
      `/films/${FILM_TOKEN}/video.mp4`,
      `/order/photos/${PHOTO_TOKEN}/thumbnail`,
      `/checkout/test/${SESSION}`,
      `/console/photos/${PHOTO_TOKEN}?thumbnail`,
      `/account/sign-in?token=${LINK_TOKEN}&next=%2Faccount&lang=es`,
      `/account/email/confirm?token=${LINK_TOKEN}`,
    ];
    // The shape of http-app.ts's request log and not-found.tsx's warning.
    for (const path of paths)
      logger.info({ requestId: "r1", method: "GET", path, status: 200, ms: 3 }, "request");

    for (const secret of SECRETS) expect(text()).not.toContain(secret);
    expect(records().map((record) => record["path"])).toEqual([
      `/orders/${REDACTED}`,
      `/films/${REDACTED}`,
      `/films/${REDACTED}/video.mp4`,
      `/order/photos/${REDACTED}/thumbnail`,
      `/checkout/test/${REDACTED}`,
      `/console/photos/${REDACTED}?thumbnail`,
      `/account/sign-in?token=${REDACTED}&next=%2Faccount&lang=es`,
      `/account/email/confirm?token=${REDACTED}`,
    ]);
  });

  it("keeps what an operator needs to follow a request: public paths, console references, ids", () => {
    const { logger, records } = capturedLogger();
    const kept = [
      "/",
      "/order",
      "/order/photos",
      "/samples/2-es.mp4",
      "/console/orders/SF-7K3Q9",
      "/console/films/3f1c/video.mp4",
    ];
    for (const path of kept) logger.info({ path }, "request");
    expect(records().map((record) => record["path"])).toEqual(kept);
  });

  it("redacts a failed request's full URL, and the URL inside the error's message, stack and cause", () => {
    const { logger, records, text } = capturedLogger();
    const url = `https://shop.example/orders/${ORDER_TOKEN}?session_id=${SESSION}`;
    const error = new Error(`No route matches URL "/films/${FILM_TOKEN}"`, {
      cause: new TypeError(`fetch failed for ${url}`),
    });
    // The shape of entry.server.tsx's handleError.
    logger.error({ err: error, requestId: "r2", url }, "request failed");
    // An error as the only argument, its message becoming the line's message.
    logger.error(new Error(`redirect to /checkout/test/${SESSION}`));
    // A message built from a URL, and `%s` arguments.
    logger.warn(`could not send the link ${url}`);
    logger.warn("thumbnail %s missing", `/order/photos/${PHOTO_TOKEN}/thumbnail`);

    for (const secret of SECRETS) expect(text()).not.toContain(secret);
    const [failed, alone, built, formatted] = records();
    expect(failed).toMatchObject({
      msg: "request failed",
      url: `https://shop.example/orders/${REDACTED}?session_id=${REDACTED}`,
      err: {
        type: "Error",
        message: `No route matches URL "/films/${REDACTED}": fetch failed for https://shop.example/orders/${REDACTED}?session_id=${REDACTED}`,
      },
    });
    // The stack is still there to debug with.
    expect((failed?.["err"] as { stack: string }).stack).toContain("logger.test.ts");
    expect(alone).toMatchObject({ msg: `redirect to /checkout/test/${REDACTED}`, err: { type: "Error" } });
    expect(built?.["msg"]).toBe(
      `could not send the link https://shop.example/orders/${REDACTED}?session_id=${REDACTED}`,
    );
    expect(formatted?.["msg"]).toBe(`thumbnail /order/photos/${REDACTED}/thumbnail missing`);
  });

  it("redacts secrets nested in fields and URL objects, and credential headers", () => {
    const { logger, text, records } = capturedLogger();
    logger.info(
      {
        link: new URL(`https://shop.example/films/${FILM_TOKEN}`),
        mail: { payload: { url: `https://shop.example/account/sign-in?token=${LINK_TOKEN}` } },
        links: [`/orders/${ORDER_TOKEN}`],
        headers: {
          cookie: "sf.session_token=abc.def",
          "stripe-signature": "t=1,v1=abc",
          accept: "text/html",
        },
      },
      "queued",
    );
    for (const secret of [...SECRETS, "abc.def", "v1=abc"]) expect(text()).not.toContain(secret);
    expect(records()[0]).toMatchObject({
      link: `https://shop.example/films/${REDACTED}`,
      headers: { cookie: REDACTED, "stripe-signature": REDACTED, accept: "text/html" },
    });
  });

  it("redacts every occurrence in one string, in any case of parameter name", () => {
    expect(redactSecrets(`/orders/${ORDER_TOKEN} then /orders/${ORDER_TOKEN}#x ?Token=${LINK_TOKEN}`)).toBe(
      `/orders/${REDACTED} then /orders/${REDACTED}#x ?Token=${REDACTED}`,
    );
  });
});
