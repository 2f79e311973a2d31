// One attacker process of the slow-client test: opens `--count` connections to the shop from
// 127.0.0.1, each a `POST /account` declaring a 60,000-byte body and sending one byte of it every
// 5 seconds, until `--seconds` have passed (and 20 s after the last one opened); then prints what
// became of them as one JSON line.
// Several run at once because one process may hold no more descriptors than its limit.
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    port: { type: "string" },
    count: { type: "string" },
    seconds: { type: "string" },
  },
});
const PORT = Number(values.port);
const COUNT = Number(values.count);
const DEADLINE = Date.now() + Number(values.seconds) * 1000;
/** Opened a batch at a time, as fast as the listen queue takes them. */
const BATCH = 500;
const HOLD_AFTER_OPENING_MS = 20_000;
const BYTE_EVERY_MS = 5_000;

const HEAD =
  "POST /account HTTP/1.1\r\n" +
  `Host: 127.0.0.1:${PORT}\r\n` +
  "Content-Type: application/x-www-form-urlencoded\r\n" +
  "Content-Length: 60000\r\n\r\n";

type Outcome = "open" | "refused-connect" | "closed-unanswered" | `answered-${string}`;
const outcomes: Outcome[] = [];
const sockets = new Set<net.Socket>();

function attack(index: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect({ port: PORT, host: "127.0.0.1", localAddress: "127.0.0.1" });
    sockets.add(socket);
    outcomes[index] = "open";
    let answer = "";
    const trickle = setInterval(() => socket.write("a"), BYTE_EVERY_MS);
    socket.setNoDelay(true);
    socket.on("connect", () => {
      socket.write(HEAD);
      socket.write("a");
      resolve();
    });
    socket.on("data", (chunk: Buffer) => {
      answer += chunk.toString("latin1");
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
      if (status) outcomes[index] = `answered-${status}`;
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (outcomes[index] === "open" && error.code === "ECONNREFUSED") outcomes[index] = "refused-connect";
      resolve();
    });
    socket.on("close", () => {
      clearInterval(trickle);
      sockets.delete(socket);
      if (outcomes[index] === "open") outcomes[index] = "closed-unanswered";
      resolve();
    });
  });
}

for (let start = 0; start < COUNT; start += BATCH) {
  await Promise.all(
    Array.from({ length: Math.min(BATCH, COUNT - start) }, (_, offset) => attack(start + offset)),
  );
}
const allOpenedAt = Date.now();
// Every connection trickles for a while after the last one opened, however long opening took.
while (Date.now() < Math.max(DEADLINE, allOpenedAt + HOLD_AFTER_OPENING_MS)) await sleep(250);

const tally: Record<string, number> = {};
for (const outcome of outcomes) tally[outcome] = (tally[outcome] ?? 0) + 1;
console.log(JSON.stringify({ attempted: outcomes.length, tally, allOpenedAt }));
for (const socket of sockets) socket.destroy();
