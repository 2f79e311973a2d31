import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseConfig } from "#server/config.ts";
import { createMailTransport } from "#server/mail/mail-transport.ts";
import type { Services } from "#server/services.ts";
import { es } from "../i18n/es.ts";
import { LanguageProvider } from "../i18n/language-provider.tsx";
import { servicesContext } from "../services-context.ts";
import DevOutbox, { loader as listLoader } from "./dev-outbox.tsx";
import { loader as messageLoader } from "./dev-outbox-message.ts";
import { thrownStatus } from "./route.test-support.ts";

let outboxDir = "";
beforeEach(async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), "dev-outbox-"));
  const transport = createMailTransport({ from: "Shop <orders@shop.example>", outboxDir });
  await transport.send({
    to: "ana@example.com",
    subject: "Tu pedido SF-7K3Q9 está confirmado",
    html: '<html lang="es"><body><p>¡Gracias, Ana!</p></body></html>',
    text: "¡Gracias, Ana!",
    messageId: "44444444-4444-4444-8444-444444444444",
    language: "es",
  });
});
afterEach(async () => {
  await rm(outboxDir, { recursive: true, force: true });
});

/** The services of a server started with `--dev`, unless `dev` says otherwise. */
function contextWith(env: Record<string, string | undefined> = {}, { dev = true } = {}) {
  const context = new RouterContextProvider();
  context.set(servicesContext, {
    config: parseConfig(env, { dev }),
    outboxDir,
  } as Services);
  return context;
}

const listArgs = (context: RouterContextProvider) =>
  ({ context, params: {}, request: new Request("http://shop.test/dev/outbox") }) as never;
const messageArgs = (context: RouterContextProvider, name: string, query = "") =>
  ({
    context,
    params: { name },
    request: new Request(`http://shop.test/dev/outbox/${encodeURIComponent(name)}${query}`),
  }) as never;

describe("the development outbox pages", () => {
  it("list the written e-mails and show one as HTML or as its source", async () => {
    const { files } = await listLoader(listArgs(contextWith()));
    expect(files).toEqual([
      expect.objectContaining({ subject: "Tu pedido SF-7K3Q9 está confirmado", to: "ana@example.com" }),
    ]);
    const name = files[0]?.name ?? "";

    const html = await messageLoader(messageArgs(contextWith(), name));
    expect(html.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(await html.text()).toContain("¡Gracias, Ana!");

    const source = await messageLoader(messageArgs(contextWith(), name, "?raw"));
    expect(source.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await source.text()).toContain("Message-ID: <44444444-4444-4444-8444-444444444444@shop.example>");
  });

  it("show each e-mail's subject, recipient and date in the page's language", async () => {
    const loaderData = await listLoader(listArgs(contextWith()));
    const page = renderToString(
      createElement(LanguageProvider, {
        language: "es",
        messages: es,
        children: createElement(DevOutbox, { loaderData } as never),
      }),
    );

    expect(page).toContain("Bandeja de salida (desarrollo)");
    expect(page).toContain("Tu pedido SF-7K3Q9 está confirmado");
    expect(page).toContain("ana@example.com");
    expect(page).toContain(`href="/dev/outbox/${encodeURIComponent(loaderData.files[0]?.name ?? "")}"`);
  });

  it("do not exist unless the server runs with --dev (whatever NODE_ENV says), nor with SMTP", async () => {
    const [file] = await listLoader(listArgs(contextWith())).then((data) => data.files);
    const refused = [
      contextWith({}, { dev: false }),
      // A server started without --dev, in an environment that says development: sign-in links
      // stay private all the same.
      contextWith({ NODE_ENV: "development" }, { dev: false }),
      contextWith({ SMTP_URL: "smtp://mail.example:587" }),
    ];
    for (const context of refused) {
      expect(await thrownStatus(listLoader(listArgs(context)))).toBe(404);
      expect(await thrownStatus(messageLoader(messageArgs(context, file?.name ?? "")))).toBe(404);
    }
  });

  it("answer 404 for a name outside the outbox", async () => {
    expect(await thrownStatus(messageLoader(messageArgs(contextWith(), "../../etc/passwd")))).toBe(404);
    expect(await thrownStatus(messageLoader(messageArgs(contextWith(), "missing.eml")))).toBe(404);
  });
});
