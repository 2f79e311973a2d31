// The shop as it ships, stopped by SIGTERM in the middle of a photo upload (decision 023): the
// upload finishes and its photo is stored, no new connection is accepted meanwhile, and the
// process exits 0 after the workers and the database stopped. Its own server, port and data folder.
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { ALLOCATOR_ENV, SERVER_NODE_FLAGS } from "#server/process-settings.ts";

const PORT = 3247;
const ORIGIN = `http://localhost:${PORT}`;

/** Resolves when the server's log (pino's JSON lines) holds a line matching `pattern`. */
function logLine(server: ChildProcess, log: string[], pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    const seen = () => log.find((line) => pattern.test(line));
    const found = seen();
    if (found) return resolve(found);
    const onData = () => {
      const line = seen();
      if (!line) return;
      server.stdout?.off("data", onData);
      resolve(line);
    };
    server.stdout?.on("data", onData);
    server.once("exit", (code) => reject(new Error(`server exited (${code}) before logging ${pattern}`)));
  });
}

function refusesConnections(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(PORT, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}

test("SIGTERM during a photo upload: the upload finishes and is stored, then the shop exits 0", async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "santa-shutdown-"));
  const log: string[] = [];
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server/main.ts"], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...ALLOCATOR_ENV,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL: ORIGIN,
      NODE_ENV: "production",
      PAYMENTS: "test",
      LOG_LEVEL: "info",
      DATA_DIR: dataDir,
      RENDER_CONCURRENCY: "0",
      SAMPLE_FILMS_AT_START: "false",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  server.stdout?.setEncoding("utf8");
  server.stdout?.on("data", (chunk: string) => log.push(...chunk.split("\n").filter(Boolean)));
  const exited = once(server, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
  try {
    await logLine(server, log, /Shop listening/);

    const photo = await sharp({
      create: {
        width: 1600,
        height: 1200,
        channels: 3,
        background: "#336699",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    const boundary = `----shutdown${randomUUID()}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="draftKey"\r\n\r\n${randomUUID()}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="child.jpg"\r\n` +
        `Content-Type: image/jpeg\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const body = Buffer.concat([head, photo, tail]);
    const half = Math.floor(body.length / 2);

    const upload = http.request({
      host: "127.0.0.1",
      port: PORT,
      path: "/order/photos",
      method: "POST",
      headers: {
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "Content-Length": String(body.length),
        Origin: ORIGIN,
        // The server answers "100 Continue" once the shop has the request: then it is in flight.
        Expect: "100-continue",
      },
    });
    const answered = new Promise<http.IncomingMessage>((resolve, reject) => {
      upload.once("response", resolve);
      upload.once("error", reject);
    });
    upload.flushHeaders();
    await once(upload, "continue");
    upload.write(body.subarray(0, half));

    server.kill("SIGTERM");
    await logLine(server, log, /shutting down/);
    // The listening socket closes at the event loop's next turn; until then the kernel still queues.
    await expect.poll(() => refusesConnections()).toBe(true);

    upload.end(body.subarray(half));
    const response = await answered;
    let text = "";
    for await (const chunk of response) text += String(chunk);
    expect(response.statusCode, text).toBe(201);
    expect((JSON.parse(text) as { token?: unknown }).token).toEqual(expect.any(String));

    const [code] = await exited;
    expect(code).toBe(0);
    const stoppedAt = log.findIndex((line) => /"msg":"stopped"/.test(line));
    expect(stoppedAt).toBeGreaterThan(log.findIndex((line) => /shutting down/.test(line)));
  } finally {
    if (server.exitCode === null) server.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
});
