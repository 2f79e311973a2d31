import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMailTransport } from "./mail-transport.ts";
import { orderConfirmationMessage, renderOrderConfirmation } from "./order-confirmation-email.ts";
import type { OrderConfirmationPayload } from "./mail-kinds.ts";
import { htmlPartOf, listOutboxFiles, readOutboxFile } from "./outbox-files.ts";

let outboxDir = "";
beforeEach(async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), "outbox-files-"));
});
afterEach(async () => {
  await rm(outboxDir, { recursive: true, force: true });
});

async function writeConfirmation(id: string, buyerName: string, childName: string) {
  const message = orderConfirmationMessage(
    {
      id,
      reference: "SF-7K3Q9",
      buyerName,
      buyerEmail: "ana@example.com",
      language: "es",
      totalCents: 4491,
      currency: "USD",
    },
    [{ childName, language: "es" }],
    "https://shop.example/o/abc",
  );
  const rendered = renderOrderConfirmation(message.payload as unknown as OrderConfirmationPayload, "es");
  const transport = createMailTransport({ from: "Shop <orders@shop.example>", outboxDir });
  await transport.send({ ...rendered, to: message.recipient, messageId: id, language: "es" });
  await transport.close();
}

describe("outbox files", () => {
  it("lists the written e-mails newest first with their decoded subject and recipient", async () => {
    await writeConfirmation("11111111-1111-4111-8111-111111111111", "Ana", "Lucía");
    await new Promise((resolve) => setTimeout(resolve, 5));
    await writeConfirmation("22222222-2222-4222-8222-222222222222", "Ana", "Mateo");
    await writeFile(path.join(outboxDir, ".half-written.eml.tmp"), "From: x");

    const files = await listOutboxFiles(outboxDir);

    expect(files.map((file) => file.name)).toEqual([
      expect.stringContaining("22222222-2222-4222-8222-222222222222"),
      expect.stringContaining("11111111-1111-4111-8111-111111111111"),
    ]);
    expect(files[0]).toMatchObject({ subject: "Tu pedido SF-7K3Q9 está confirmado", to: "ana@example.com" });
    expect(files[0]?.date).toBeInstanceOf(Date);
    expect(files[0]?.sizeBytes).toBeGreaterThan(1000);
  });

  it("has nothing to list before the first e-mail", async () => {
    expect(await listOutboxFiles(path.join(outboxDir, "missing"))).toEqual([]);
  });

  it("reads back a message's HTML part, accents and all", async () => {
    await writeConfirmation("33333333-3333-4333-8333-333333333333", "Ana María Núñez", "Lucía");
    const [file] = await listOutboxFiles(outboxDir);

    const raw = await readOutboxFile(outboxDir, file?.name ?? "");
    const html = htmlPartOf(raw ?? "");

    expect(html).toContain('<html lang="es"');
    expect(html).toContain("Hola, Ana María Núñez:");
    expect(html).toContain("Un video para Lucía, en español");
  });

  it("refuses names that are not outbox files", async () => {
    await writeFile(path.join(outboxDir, "secret.txt"), "no");
    for (const name of [
      "../secret.eml",
      "..%2Fsecret.eml",
      "a/b.eml",
      "a\\b.eml",
      "secret.txt",
      ".hidden.eml",
    ]) {
      expect(await readOutboxFile(outboxDir, name), name).toBeUndefined();
    }
    expect(await readOutboxFile(outboxDir, "missing.eml")).toBeUndefined();
  });
});
