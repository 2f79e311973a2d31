// POST /order/greeting as the HTTP server calls it, with the shop's own line-up of offline voices,
// real ffmpeg and storage on disk: the audio for a name; refused, in both languages, past the
// address's limit (the shop's setting), for a name the order itself would refuse, and from another
// site's page.
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { en } from "../i18n/en.ts";
import { es } from "../i18n/es.ts";
import { ffmpegTools } from "#render/ffmpeg/locate-ffmpeg.ts";
import { TEST_PUBLIC_URL } from "#server/accounts/account-data.test-support.ts";
import { parseConfig } from "#server/config.ts";
import { testDatabaseDrivers, useTestDatabase } from "#server/db/databases.test-support.ts";
import type { Db } from "#server/db/client.ts";
import { santaVoices } from "#server/films/santa-voices.ts";
import { CLIENT_IP_HEADER } from "#server/request-headers.ts";
import type { Services } from "#server/services.ts";
import { createDiskStorage } from "#server/storage/disk-storage.ts";
import { servicesContext } from "../services-context.ts";
import { action } from "./order-greeting.ts";

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = undefined;
});

async function shop(db: Db, env: Record<string, string> = {}): Promise<Services> {
  root = await mkdtemp(path.join(tmpdir(), "order-greeting-"));
  const uploadsTmpDir = path.join(root, "tmp");
  await mkdir(uploadsTmpDir);
  const storage = createDiskStorage(path.join(root, "files"));
  const tools = ffmpegTools({ ffmpegPathEnv: "/usr/bin/ffmpeg", pathEnv: "" });
  return {
    db,
    storage,
    uploadsTmpDir,
    config: parseConfig({ PUBLIC_URL: TEST_PUBLIC_URL, PAYMENTS: "test", ...env }),
    ffmpegTools: tools,
    santaVoices: santaVoices({ ffmpeg: tools.ffmpeg, storage }),
  } as Partial<Services> as Services;
}

function greetingRequest(fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(`${TEST_PUBLIC_URL}/order/greeting`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { [CLIENT_IP_HEADER]: "203.0.113.20", ...headers },
  });
}

/** The action's answer: audio as a Response, a refusal as React Router's data, a thrown one by status. */
async function post(services: Services, request: Request) {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  const args = { request, context, params: {}, url: new URL(request.url), pattern: "" };
  try {
    const result = (await action(args as never)) as unknown;
    if (result instanceof Response)
      return {
        status: result.status,
        headers: result.headers,
        bytes: (await result.arrayBuffer()).byteLength,
      };
    const refused = result as { data: { reason: string }; init: { status: number; headers: HeadersInit } };
    return {
      status: refused.init.status,
      headers: new Headers(refused.init.headers),
      reason: refused.data.reason,
    };
  } catch (thrown) {
    const refusal = thrown as { init?: { status?: number } };
    if (!refusal.init?.status) throw thrown;
    return { status: refusal.init.status, headers: new Headers() };
  }
}

/** Both dictionaries say it, and not in the same words. */
function translated(key: string | undefined) {
  expect(en[key as keyof typeof en]).toBeTruthy();
  expect(es[key as keyof typeof es]).toBeTruthy();
  expect(es[key as keyof typeof es]).not.toBe(en[key as keyof typeof en]);
}

describe.each(testDatabaseDrivers())("POST /order/greeting on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("answers Santa's greeting of the name as audio a phone plays", async () => {
    const services = await shop(database().db);
    const answer = await post(services, greetingRequest({ name: "Olivia", language: "es" }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("audio/mp4");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.bytes).toBeGreaterThan(5_000);
  });

  it("refuses an address past the shop's limit, with the wait, and not another address", async () => {
    const services = await shop(database().db, { GREETINGS_PER_ADDRESS: "3", GREETING_WINDOW_MINUTES: "7" });
    const from = { [CLIENT_IP_HEADER]: "192.0.2.33" };
    // Asked without a name: refused for that, yet each ask counts.
    for (let ask = 0; ask < 3; ask++) {
      expect((await post(services, greetingRequest({ name: "", language: "en" }, from))).status).toBe(400);
    }
    const refused = await post(services, greetingRequest({ name: "Olivia", language: "en" }, from));
    expect(refused).toMatchObject({ status: 429, reason: "order.hear.tooMany" });
    expect(refused.headers.get("retry-after")).toBe(String(7 * 60));
    translated(refused.reason);
    const other = await post(
      services,
      greetingRequest({ name: "", language: "en" }, { [CLIENT_IP_HEADER]: "198.51.100.7" }),
    );
    expect(other.status).toBe(400);
  });

  it("refuses a name the order would refuse, with the order's own message", async () => {
    const services = await shop(database().db);
    const empty = await post(services, greetingRequest({ name: "  ", language: "en" }));
    expect(empty).toMatchObject({ status: 400, reason: "order.error.required" });
    const devanagari = await post(services, greetingRequest({ name: "अनन्या", language: "en" }));
    expect(devanagari).toMatchObject({ status: 400, reason: "order.error.script" });
    translated(devanagari.reason);
    const tooLong = await post(services, greetingRequest({ name: "A".repeat(81), language: "en" }));
    expect(tooLong).toMatchObject({ status: 400, reason: "order.error.tooLong" });
    const language = await post(services, greetingRequest({ name: "Olivia", language: "fr" }));
    expect(language).toMatchObject({ status: 400, reason: "order.error.choice" });
    // The parent's spelling of how it sounds: the lexicon's rule, with its own message.
    const spelt = await post(
      services,
      greetingRequest({ name: "Siobhán", respelling: "Shiv<awn>", language: "en" }),
    );
    expect(spelt).toMatchObject({ status: 400, reason: "order.error.respelling" });
    translated(spelt.reason);
    const spelling = { name: "Siobhán", respelling: "a".repeat(81), language: "en" };
    expect(await post(services, greetingRequest(spelling))).toMatchObject({
      status: 400,
      reason: "order.error.tooLong",
    });
  });

  it("refuses another site's page, which must not spend the shop's voices", async () => {
    const services = await shop(database().db);
    const answer = await post(
      services,
      greetingRequest(
        { name: "Olivia", language: "en" },
        { origin: "https://elsewhere.example", "sec-fetch-site": "cross-site" },
      ),
    );
    expect(answer.status).toBe(403);
  });
});
