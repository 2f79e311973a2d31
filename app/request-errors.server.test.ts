// The server log of requests React Router could not answer: another site's form post, which it
// refuses with 400, is a warning without a stack, once per client a minute (else an attacker fills
// the error log); a failure of ours stays an error with its stack.
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "#server/logger.ts";
import { CLIENT_IP_HEADER } from "#server/request-headers.ts";
import { requestErrorHandler } from "./request-errors.server.ts";

function capturedLog() {
  const lines: string[] = [];
  const logger = createLogger(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString("utf8"));
        done();
      },
    }),
  );
  return { logger, records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

/** React Router's own refusal of a cross-site action, as it hands it to handleError. */
const refusal = () =>
  new Error(
    "The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action.",
  );

const post = (client: string, origin = "https://evil.example") =>
  new Request("https://shop.example/account?tab=orders", {
    method: "POST",
    headers: { origin, [CLIENT_IP_HEADER]: client },
  });

const WARN = 40;
const ERROR = 50;

describe("the log of requests React Router could not answer", () => {
  it("logs another site's posts at warn, without a stack, once per client a minute", () => {
    const { logger, records } = capturedLog();
    let clock = 0;
    const handle = requestErrorHandler(logger, () => clock);
    const args = (request: Request) => ({ request, params: {}, context: undefined as never });

    for (let attempt = 0; attempt < 50; attempt += 1) handle(refusal(), args(post("203.0.113.7")));
    handle(refusal(), args(post("198.51.100.2", "null")));
    clock += 59_000;
    handle(refusal(), args(post("203.0.113.7")));
    clock += 2_000;
    handle(refusal(), args(post("203.0.113.7")));

    expect(records().map((record) => [record["level"], record["client"]])).toEqual([
      [WARN, "203.0.113.7"],
      [WARN, "198.51.100.2"],
      [WARN, "203.0.113.7"],
    ]);
    for (const record of records()) expect(record["err"]).toBeUndefined();
  });

  it("logs a failure of ours at error level with its stack", () => {
    const { logger, records } = capturedLog();
    const handle = requestErrorHandler(logger);
    const sameSite = new Request("https://shop.example/account", {
      method: "POST",
      headers: { origin: "https://shop.example" },
    });
    handle(new Error("database gone"), { request: sameSite, params: {}, context: undefined as never });
    expect(records()).toHaveLength(1);
    expect(records()[0]).toMatchObject({
      level: ERROR,
      msg: "request failed",
      err: { message: "database gone" },
    });
    expect((records()[0]!["err"] as { stack: string }).stack).toContain("request-errors.server.test.ts");
  });
});
