import { once } from "node:events";
import http, { type Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { limitConnections, OpenCounter } from "./connection-limits.ts";

const quiet = { warn: () => undefined };
let server: Server | undefined;
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** A server whose requests wait until the test ends, as slow bodies would. */
async function serve(settings: { maxConnections: number; maxPerClient: number; trustedProxies: number }) {
  server = http.createServer();
  const wrap = limitConnections(server, settings, quiet);
  server.on(
    "request",
    wrap(() => undefined),
  );
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return (server.address() as AddressInfo).port;
}

/** Opens a connection from `from`, sends a request's head, and answers the status line that comes back first, if any. */
function hold(
  port: number,
  from: string,
  head = "POST /account HTTP/1.1\r\nHost: x\r\nContent-Length: 9\r\n\r\n",
) {
  const socket = net.connect({ port, host: "127.0.0.1", localAddress: from });
  sockets.push(socket);
  socket.write(head);
  return new Promise<string>((resolve) => {
    let answer = "";
    socket.on("data", (chunk: Buffer) => {
      answer += chunk.toString();
      const line = answer.split("\r\n")[0];
      if (answer.includes("\r\n")) resolve(line ?? "");
    });
    socket.on("close", () => resolve(answer ? (answer.split("\r\n")[0] ?? "") : "closed"));
    setTimeout(() => resolve("held"), 1_000);
  });
}

describe("OpenCounter", () => {
  it("refuses one key past its cap, and anyone past the total, until one is released", () => {
    const counter = new OpenCounter(3, 2);
    expect([counter.admit("a"), counter.admit("a"), counter.admit("a")]).toEqual([undefined, undefined, 429]);
    expect([counter.admit("b"), counter.admit("c")]).toEqual([undefined, 503]);
    counter.release("a");
    expect(counter.admit("c")).toBeUndefined();
    expect(counter.size).toBe(3);
  });
});

describe("limitConnections", () => {
  it("answers 429 to one address past its cap while another address still gets in", async () => {
    const port = await serve({ maxConnections: 100, maxPerClient: 8, trustedProxies: 0 });
    const first = await Promise.all(Array.from({ length: 8 }, () => hold(port, "127.0.0.1")));
    expect(first).toEqual(Array(8).fill("held"));
    expect(await hold(port, "127.0.0.1")).toBe("HTTP/1.1 429 Too Many Requests");
    expect(await hold(port, "127.0.0.2")).toBe("held");
  });

  it("answers 503 past the total, whoever asks", async () => {
    const port = await serve({ maxConnections: 16, maxPerClient: 8, trustedProxies: 0 });
    await Promise.all(Array.from({ length: 8 }, () => hold(port, "127.0.0.1")));
    await Promise.all(Array.from({ length: 8 }, () => hold(port, "127.0.0.2")));
    expect(await hold(port, "127.0.0.3")).toBe("HTTP/1.1 503 Service Unavailable");
  });

  it("behind a proxy, counts each forwarded address's requests, not the proxy's connections", async () => {
    const port = await serve({ maxConnections: 100, maxPerClient: 8, trustedProxies: 1 });
    const from = (client: string) =>
      `POST /account HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: ${client}\r\nContent-Length: 9\r\n\r\n`;
    const first = await Promise.all(
      Array.from({ length: 8 }, () => hold(port, "127.0.0.1", from("203.0.113.9"))),
    );
    expect(first).toEqual(Array(8).fill("held"));
    expect(await hold(port, "127.0.0.1", from("203.0.113.9"))).toBe("HTTP/1.1 429 Too Many Requests");
    expect(await hold(port, "127.0.0.1", from("198.51.100.4"))).toBe("held");
  });
});
