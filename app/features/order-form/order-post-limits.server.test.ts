// The order form's POST and the "Pay now" press, counted per address: past the limit the form
// comes back with a translated reason and Retry-After, before the body is read or a payment session
// opened; a disk near its reserve refuses the form's photos with 507.
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TEST_PUBLIC_URL } from "#server/accounts/account-data.test-support.ts";
import { CHECKOUTS_PER_IP, ORDER_POSTS_PER_IP } from "#server/rate-limits/rate-limit.ts";
import { exhaustLimit } from "#server/rate-limits/rate-limit.test-support.ts";
import { parseConfig } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import { testDatabaseDrivers, useTestDatabase } from "#server/db/databases.test-support.ts";
import { CLIENT_IP_HEADER } from "#server/request-headers.ts";
import type { Services } from "#server/services.ts";
import { createDiskStorage } from "#server/storage/disk-storage.ts";
import { en } from "../../i18n/en.ts";
import { es } from "../../i18n/es.ts";
import { action as payAction } from "../../routes/order-status.tsx";
import { servicesContext } from "../../services-context.ts";
import { refuseOrderPost } from "./order-post-limits.server.ts";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "order-post-limits-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

function shopOn(db: Db, env: Record<string, string> = {}) {
  return {
    db,
    config: parseConfig({ PUBLIC_URL: TEST_PUBLIC_URL, PAYMENTS: "test", ...env }),
    storage: createDiskStorage(path.join(root, "files")),
    uploadsTmpDir: root,
  };
}

function formPost(ip: string, target = "/order") {
  return new Request(`${TEST_PUBLIC_URL}${target}`, {
    method: "POST",
    body: new URLSearchParams({ intent: "submit" }),
    headers: { [CLIENT_IP_HEADER]: ip },
  });
}

describe.each(testDatabaseDrivers())("order posts and payments per address on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("takes an address's form posts within its limit, then answers 429 with a translated reason", async () => {
    const { db } = database();
    expect(await refuseOrderPost(shopOn(db), formPost("198.51.100.20"), "es")).toBeUndefined();
    await exhaustLimit(db, ORDER_POSTS_PER_IP, "198.51.100.21");
    const refusal = await refuseOrderPost(shopOn(db), formPost("198.51.100.21"), "es");
    expect(refusal?.status).toBe(429);
    expect(Number(refusal?.headers["Retry-After"])).toBeGreaterThan(0);
    const key = refusal?.state.errors.form as keyof typeof en;
    expect(key).toBe("order.error.tooManyRequests");
    expect([en[key], es[key]].every(Boolean)).toBe(true);
    // The answer speaks the page's language: a fresh form in Spanish.
    expect(refusal?.state.draft.films[0]?.language).toBe("es");
  });

  it("refuses the form with 507 when its photos would eat into the disk's reserve", async () => {
    const { db } = database();
    const shop = shopOn(db, { UPLOAD_DISK_RESERVE_MB: String(10_000_000) });
    const refusal = await refuseOrderPost(shop, formPost("203.0.113.50"), "en");
    expect(refusal?.status).toBe(507);
    expect(refusal?.state.errors.form).toBe("photo.error.noSpace");
  });

  it("answers a 'Pay now' press past the limit with 429, without opening a payment session", async () => {
    const { db } = database();
    const ip = "203.0.113.77";
    await exhaustLimit(db, CHECKOUTS_PER_IP, ip);
    const context = new RouterContextProvider();
    // No payment provider at all: reaching it would throw.
    context.set(servicesContext, shopOn(db) as unknown as Services);
    const token = randomUUID();
    const request = formPost(ip, `/orders/${token}`);
    const args = { request, context, params: { token }, url: new URL(request.url), pattern: "" };
    const answer = (await payAction(args as never)) as unknown as {
      data: { payFailed: boolean };
      init: { status: number; headers: Record<string, string> };
    };
    expect(answer.init.status).toBe(429);
    expect(answer.data.payFailed).toBe(true);
    expect(Number(answer.init.headers["Retry-After"])).toBeGreaterThan(0);
  });
});
