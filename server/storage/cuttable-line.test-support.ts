// A line between the shop and the tests' S3-API server that a test can cut: a TCP relay on loopback
// that passes bytes both ways and counts them, and that "stops the server" in the middle of a
// transfer (every open connection destroyed once so many bytes have passed, new ones refused) and
// brings it back on the same port. The server itself keeps running: what it holds is what a server
// that stopped and restarted would hold.
import { once } from "node:events";
import net, { type AddressInfo, type Server, type Socket } from "node:net";

/** Which way bytes go: up from the shop to the bucket (uploads), down from the bucket (downloads). */
export type Direction = "up" | "down";

export interface CuttableLine {
  /** The line's address, for `S3Location.endpoint`. */
  endpoint: string;
  /** Bytes passed each way since the line was opened. */
  passed: Record<Direction, number>;
  /**
   * Cuts the line once `bytes` more have passed `direction`, the last chunk split so that exactly
   * that many did; resolves when it is cut, and it stays cut until `restore`.
   */
  cutAfter(direction: Direction, bytes: number): Promise<void>;
  /** Cuts it now: every open connection destroyed, new ones refused. */
  cut(): Promise<void>;
  /**
   * A server that stops answering without closing anything: from now on no byte passes either way,
   * on open connections and new ones alike, and none is closed, until `restore`.
   */
  freeze(): void;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

interface Armed {
  direction: Direction;
  remaining: number;
  done: () => void;
}

export async function openCuttableLine(target: { host: string; port: number }): Promise<CuttableLine> {
  const sockets = new Set<Socket>();
  const passed: Record<Direction, number> = { up: 0, down: 0 };
  let armed: Armed | undefined;
  let listening: Server | undefined;
  let severing = false;
  let frozen = false;

  function track(socket: Socket) {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    // A destroyed peer is this line's doing or the other side's; either way both ends go.
    socket.on("error", () => {});
  }

  async function cut() {
    const server = listening;
    listening = undefined;
    const closed = server ? new Promise((resolve) => server.close(resolve)) : undefined;
    for (const socket of sockets) socket.destroy();
    await closed;
    severing = false;
  }

  /** Forwards `from`'s bytes to `to`, counting them and cutting when the armed count is reached. */
  function forward(from: Socket, to: Socket, direction: Direction) {
    from.on("data", (chunk: Buffer) => {
      // Once the line is being cut or frozen, nothing more gets through, whichever way.
      if (severing || frozen) return;
      const aimed = armed?.direction === direction ? armed : undefined;
      const bytes = aimed && aimed.remaining <= chunk.length ? chunk.subarray(0, aimed.remaining) : chunk;
      passed[direction] += bytes.length;
      if (aimed) aimed.remaining -= bytes.length;
      if (!aimed || aimed.remaining > 0) {
        if (!to.write(bytes)) from.pause();
        return;
      }
      armed = undefined;
      severing = true;
      // The bytes up to the cut leave first: the peer sees exactly that many, then the line drop.
      to.write(bytes, () => void cut().then(aimed.done));
    });
    to.on("drain", () => from.resume());
    from.on("end", () => to.end());
    from.on("close", () => to.destroy());
  }

  function relay(client: Socket) {
    track(client);
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    forward(client, upstream, "up");
    forward(upstream, client, "down");
  }

  async function listen(port: number): Promise<number> {
    const server = net.createServer(relay);
    server.listen(port, "127.0.0.1");
    await once(server, "listening");
    listening = server;
    return (server.address() as AddressInfo).port;
  }

  const port = await listen(0);
  return {
    endpoint: `http://127.0.0.1:${port}`,
    passed,
    cutAfter(direction, bytes) {
      return new Promise((done) => {
        armed = { direction, remaining: bytes, done };
      });
    },
    cut,
    freeze() {
      frozen = true;
    },
    async restore() {
      frozen = false;
      if (!listening) await listen(port);
    },
    close: cut,
  };
}
