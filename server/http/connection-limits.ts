// Caps on what one client, and all of them together, may hold open (decision 040): a connection
// over a cap is answered 429 or 503 and closed before Node reads its request, so a flood of slow
// clients costs the shop a counter each, not a request's worth of memory. Behind a proxy every
// connection comes from the proxy, so there one client is its forwarded address, counted per
// request in flight.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Logger } from "pino";
import { connectionRefusalEn } from "./connection-refusal.en.ts";
import { connectionRefusalEs } from "./connection-refusal.es.ts";

export interface ConnectionLimitSettings {
  maxConnections: number;
  maxPerClient: number;
  /** TRUST_PROXY: 0 counts sockets per peer address, more counts requests per forwarded address. */
  trustedProxies: number;
}

export type Refusal = 429 | 503;

/** How many of each key are open, with a cap per key and one for them all; nothing else kept. */
export class OpenCounter {
  private readonly open = new Map<string, number>();
  private total = 0;
  private readonly maxTotal: number;
  private readonly maxPerKey: number;

  constructor(maxTotal: number, maxPerKey: number) {
    this.maxTotal = maxTotal;
    this.maxPerKey = maxPerKey;
  }

  /** Counts one more for `key`, or answers why it may not. */
  admit(key: string): Refusal | undefined {
    if (this.total >= this.maxTotal) return 503;
    const current = this.open.get(key) ?? 0;
    if (current >= this.maxPerKey) return 429;
    this.open.set(key, current + 1);
    this.total += 1;
    return undefined;
  }

  release(key: string): void {
    const current = this.open.get(key);
    if (current === undefined) return;
    if (current <= 1) this.open.delete(key);
    else this.open.set(key, current - 1);
    this.total -= 1;
  }

  get size(): number {
    return this.total;
  }
}

/** The client as Express's "trust proxy" with a hop count names it: X-Forwarded-For read from the right. */
export function forwardedClient(request: IncomingMessage, trustedProxies: number): string {
  const header = request.headers["x-forwarded-for"];
  const forwarded = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean)
    .reverse();
  const chain = [request.socket.remoteAddress ?? "", ...forwarded];
  return chain[Math.min(trustedProxies, chain.length - 1)] ?? "";
}

const REASONS: Record<Refusal, string> = {
  429: "Too Many Requests",
  503: "Service Unavailable",
};

/** Plain text in both languages: the refusal comes before any request says which one it wants. */
function refusalBody(status: Refusal): string {
  const key = status === 429 ? "perClient" : "busy";
  return `${connectionRefusalEn[key]}\n${connectionRefusalEs[key]}\n`;
}

/** Seconds a refused client is asked to wait: the time a slow body may hold its place. */
const RETRY_AFTER_SECONDS = 30;

/** The whole answer, written straight to a socket whose request was never read. */
export function rawRefusal(status: Refusal): string {
  const body = refusalBody(status);
  return (
    `HTTP/1.1 ${status} ${REASONS[status]}\r\n` +
    "Content-Type: text/plain; charset=utf-8\r\n" +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    `Retry-After: ${RETRY_AFTER_SECONDS}\r\n` +
    "Cache-Control: no-store\r\n" +
    "Connection: close\r\n\r\n" +
    body
  );
}

/** Time a refused connection is given to take its answer before it is cut. */
const REFUSED_LINGER_MS = 2_000;

function refuseSocket(socket: Socket, status: Refusal) {
  // What the client sends is dropped unread, and the answer goes out with a FIN.
  socket.on("error", () => undefined);
  socket.resume();
  socket.end(rawRefusal(status));
  setTimeout(() => socket.destroy(), REFUSED_LINGER_MS).unref();
}

/** How often the refusals are summed up in the log: an attacker cannot fill it. */
const REPORT_EVERY_MS = 10_000;

function refusalReport(logger: Pick<Logger, "warn">, open: () => number) {
  const refused = { 429: 0, 503: 0 };
  let timer: NodeJS.Timeout | undefined;
  return (status: Refusal) => {
    refused[status] += 1;
    timer ??= setTimeout(() => {
      timer = undefined;
      const memory = process.memoryUsage();
      logger.warn(
        {
          refusedPerClient: refused[429],
          refusedBusy: refused[503],
          open: open(),
          heapUsedMb: Math.round(memory.heapUsed / 2 ** 20),
          rssMb: Math.round(memory.rss / 2 ** 20),
        },
        `connections refused in the last ${REPORT_EVERY_MS / 1000} s`,
      );
      refused[429] = 0;
      refused[503] = 0;
    }, REPORT_EVERY_MS);
    timer.unref();
  };
}

/**
 * Puts the caps on `server`'s connections: its own connection listener (Node's HTTP parser) only
 * sees a connection under them. Answers the wrapper for its request listener, which behind a proxy
 * counts the requests of each forwarded address.
 */
export function limitConnections(
  server: Server,
  settings: ConnectionLimitSettings,
  logger: Pick<Logger, "warn">,
) {
  const behindProxy = settings.trustedProxies > 0;
  // Behind a proxy one peer is everyone: only the total counts sockets.
  const sockets = new OpenCounter(
    settings.maxConnections,
    behindProxy ? settings.maxConnections : settings.maxPerClient,
  );
  const requests = new OpenCounter(Number.POSITIVE_INFINITY, settings.maxPerClient);
  const report = refusalReport(logger, () => sockets.size);

  const parsers = server.listeners("connection") as ((this: Server, socket: Socket) => void)[];
  const parse = parsers[0];
  if (parsers.length !== 1 || !parse) {
    throw new Error("limitConnections expects the HTTP server's one connection listener");
  }
  server.removeAllListeners("connection");
  server.on("connection", (socket: Socket) => {
    const key = behindProxy ? "proxy" : (socket.remoteAddress ?? "");
    const refusal = sockets.admit(key);
    if (refusal) {
      report(refusal);
      refuseSocket(socket, refusal);
      return;
    }
    socket.once("close", () => sockets.release(key));
    parse.call(server, socket);
  });

  return (listener: (request: IncomingMessage, response: ServerResponse) => void) => {
    if (!behindProxy) return listener;
    return (request: IncomingMessage, response: ServerResponse) => {
      const client = forwardedClient(request, settings.trustedProxies);
      const refusal = requests.admit(client);
      if (refusal) {
        report(refusal);
        response.shouldKeepAlive = false;
        response.writeHead(refusal, {
          "Content-Type": "text/plain; charset=utf-8",
          "Retry-After": String(RETRY_AFTER_SECONDS),
          "Cache-Control": "no-store",
        });
        response.end(refusalBody(refusal));
        return;
      }
      response.once("close", () => requests.release(client));
      listener(request, response);
    };
  };
}
