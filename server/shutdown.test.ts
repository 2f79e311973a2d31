// The graceful stop on a real HTTP server in this process: idle keep-alive connections close at
// once, new connections are refused, a request in flight finishes, and only then do the services
// stop; a request that outlives the deadline is cut and the services stop anyway.
import { once } from "node:events";
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { gracefulShutdown } from "./shutdown.ts";

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** A server whose `/upload` answers once its body has arrived whole, and says when one began. */
function uploadServer() {
  let began: () => void = () => {};
  const uploadBegan = new Promise<void>((resolve) => (began = resolve));
  const server = http.createServer((request, response) => {
    if (request.url === "/upload") {
      began();
      let bytes = 0;
      request.on("data", (chunk: Buffer) => (bytes += chunk.length));
      request.on("end", () => response.end(`stored ${bytes} bytes`));
      return;
    }
    if (request.url === "/stuck") return began(); // never answers
    response.end("ok");
  });
  return { server, uploadBegan };
}

async function listen(server: http.Server): Promise<number> {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return (server.address() as AddressInfo).port;
}

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

describe("graceful shutdown", () => {
  it("lets the upload in flight finish, closes idle connections, then stops the services and exits 0", async () => {
    const { server, uploadBegan } = uploadServer();
    servers.push(server);
    const steps: string[] = [];
    const shutDown = gracefulShutdown({
      server,
      logger: quiet,
      stopServices: () => {
        steps.push("services stopped");
        return Promise.resolve();
      },
      exit: (code) => steps.push(`exit ${code}`),
    });
    const port = await listen(server);

    // A visitor whose browser keeps its connection open after a page.
    const agent = new http.Agent({ keepAlive: true });
    const page = await new Promise<http.IncomingMessage>((resolve) =>
      http.get({ port, host: "127.0.0.1", path: "/", agent }, resolve),
    );
    page.resume();
    await once(page, "end");
    const idleSocket = Object.values(agent.freeSockets).flat()[0];
    expect(idleSocket).toBeDefined();
    const idleClosed = once(idleSocket!, "close");

    // A photo upload, half sent.
    const upload = http.request({ port, host: "127.0.0.1", path: "/upload", method: "POST" });
    const answered = new Promise<http.IncomingMessage>((resolve) => upload.once("response", resolve));
    upload.write(Buffer.alloc(64 * 1024, 1));
    await uploadBegan;

    const stopping = shutDown();
    await idleClosed;
    expect(await refusesConnections(port)).toBe(true);
    expect(steps).toEqual([]);

    upload.end(Buffer.alloc(64 * 1024, 2));
    const response = await answered;
    let body = "";
    for await (const chunk of response) body += String(chunk);
    expect(response.statusCode).toBe(200);
    expect(body).toBe(`stored ${128 * 1024} bytes`);
    expect(response.headers.connection).toBe("close");

    await stopping;
    expect(steps).toEqual(["services stopped", "exit 0"]);
    agent.destroy();
  });

  it("cuts a request that outlives the deadline, then stops the services all the same", async () => {
    const { server, uploadBegan } = uploadServer();
    servers.push(server);
    const steps: string[] = [];
    const shutDown = gracefulShutdown({
      server,
      logger: quiet,
      deadlineMs: 50,
      stopServices: () => {
        steps.push("services stopped");
        return Promise.resolve();
      },
      exit: (code) => steps.push(`exit ${code}`),
    });
    const port = await listen(server);
    const stuck = http.get({ port, host: "127.0.0.1", path: "/stuck" });
    const cut = new Promise<string>((resolve) => stuck.once("error", (error) => resolve(error.message)));
    await uploadBegan;

    await shutDown();

    expect(await cut).toMatch(/socket hang up|ECONNRESET/);
    expect(steps).toEqual(["services stopped", "exit 0"]);
  });

  it("runs once however many signals ask for it, and exits 1 when the services fail to stop", async () => {
    const server = http.createServer((_request, response) => response.end());
    servers.push(server);
    const exits: number[] = [];
    let stops = 0;
    const shutDown = gracefulShutdown({
      server,
      logger: quiet,
      stopServices: () => {
        stops += 1;
        return Promise.reject(new Error("database would not close"));
      },
      exit: (code) => exits.push(code),
    });
    await listen(server);

    await Promise.all([shutDown(), shutDown()]);

    expect(stops).toBe(1);
    expect(exits).toEqual([1]);
  });
});
