import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { createMailTransport, type OutgoingMail } from "./mail-transport.ts";
import { startTestSmtpServer } from "./smtp-server.test-support.ts";

const FROM = "Magic Santa Video <orders@magicsantavideo.example>";

const mail: OutgoingMail = {
  to: "parent@example.com",
  subject: "Tu pedido SF-7K3Q9 está confirmado",
  html: "<p>¡Gracias, Ana!</p>",
  text: "¡Gracias, Ana!",
  messageId: "0b9c7a52-3f1e-4c55-a0f4-8f1d2d3e4f50",
  language: "es",
};

const cleanups: (() => Promise<void>)[] = [];

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe("createMailTransport", () => {
  it("delivers to an SMTP server with the outbox id as a stable Message-ID", async () => {
    const server = await startTestSmtpServer();
    cleanups.push(server.close);
    const transport = createMailTransport({ smtpUrl: server.url, from: FROM, outboxDir: "unused" });
    cleanups.push(transport.close);

    await transport.send(mail);
    await transport.send(mail);

    const [first, second] = await server.waitFor(2);
    expect(first?.subject).toBe(mail.subject);
    expect(first?.from?.text).toBe('"Magic Santa Video" <orders@magicsantavideo.example>');
    expect(first?.html).toContain("¡Gracias, Ana!");
    expect(first?.text?.trim()).toBe("¡Gracias, Ana!");
    expect(first?.headers.get("content-language")).toBe("es");
    expect(first?.messageId).toBe(`<${mail.messageId}@magicsantavideo.example>`);
    // A repeat carries the same id, so the receiving side can drop it.
    expect(second?.messageId).toBe(first?.messageId);
  });

  it("fails the send when the SMTP server is unreachable", async () => {
    const server = await startTestSmtpServer();
    await server.close();
    const transport = createMailTransport({ smtpUrl: server.url, from: FROM, outboxDir: "unused" });
    cleanups.push(transport.close);

    await expect(transport.send(mail)).rejects.toThrow();
  });

  it("gives up on a server that never answers the message, cutting the conversation off", async () => {
    // A server that reads the whole message and then keeps the sender waiting for its verdict.
    let received = 0;
    let disconnected!: () => void;
    const hungUp = new Promise<void>((resolve) => (disconnected = resolve));
    const stalling = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream) {
        stream.on("data", () => {});
        stream.on("end", () => (received += 1));
      },
      onClose: () => disconnected(),
    });
    const listening = stalling.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => listening.once("listening", () => resolve()));
    cleanups.push(() => new Promise((resolve) => stalling.close(() => resolve())));
    const address = listening.address();
    if (!address || typeof address === "string") throw new Error("no port");
    const transport = createMailTransport({
      smtpUrl: `smtp://127.0.0.1:${address.port}`,
      from: FROM,
      outboxDir: "unused",
    });
    cleanups.push(transport.close);

    const giveUp = new AbortController();
    const sending = transport.send(mail, giveUp.signal);
    await until(() => received === 1);
    giveUp.abort();

    await expect(sending).rejects.toThrow(/abort/i);
    // The connection is closed, not left to a socket timeout of 30 s: the server sees the client go.
    await hungUp;
  });

  it("writes a parseable .eml file without an SMTP server", async () => {
    const outboxDir = await mkdtemp(path.join(tmpdir(), "outbox-"));
    cleanups.push(() => rm(outboxDir, { recursive: true, force: true }));
    const transport = createMailTransport({ from: FROM, outboxDir: path.join(outboxDir, "new") });
    cleanups.push(transport.close);

    await transport.send(mail);

    const names = await readdir(path.join(outboxDir, "new"));
    expect(names).toEqual([
      expect.stringMatching(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT[\\d-]+Z-${mail.messageId}\\.eml$`)),
    ]);
    const parsed = await simpleParser(await readFile(path.join(outboxDir, "new", names[0] ?? "")));
    expect(parsed.subject).toBe(mail.subject);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : "").toBe("parent@example.com");
    expect(parsed.html).toContain("¡Gracias, Ana!");
    expect(parsed.text?.trim()).toBe("¡Gracias, Ana!");
    expect(parsed.messageId).toBe(`<${mail.messageId}@magicsantavideo.example>`);
  });
});
