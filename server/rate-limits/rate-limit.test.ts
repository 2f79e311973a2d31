import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimits } from "../db/schema.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { emailKey, ipKey, type Limit } from "./rate-limit.ts";
import { deleteStaleLimits, hit } from "./rate-limit.repository.ts";

const THREE: Limit = { name: "test", max: 3, windowSeconds: 900 };

describe("keys", () => {
  it("counts an address in any case as one, by its hash", () => {
    expect(emailKey(" Ana@Example.com")).toBe(emailKey("ana@example.com"));
    expect(emailKey("ana@example.com")).not.toContain("ana");
  });

  it("counts an IPv6 customer by their /64 and an IPv4 one by their address", () => {
    expect(ipKey("2001:db8:1:2:aaaa::1")).toBe(ipKey("2001:db8:1:2:bbbb:cccc:dddd:eeee"));
    expect(ipKey("2001:db8:1:2::1")).not.toBe(ipKey("2001:db8:1:3::1"));
    expect(ipKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });
});

describe.each(testDatabaseDrivers())("rate limits on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("allows the limit, refuses the next, and starts again once the window has passed", async () => {
    const { db } = database();
    const results = [];
    for (let count = 0; count < 5; count += 1) results.push(await hit(db, THREE, "sequential"));
    expect(results).toEqual([true, true, true, false, false]);
    await db.update(rateLimits).set({ windowStart: sql`now() - interval '16 minutes'` });
    expect(await hit(db, THREE, "sequential")).toBe(true);
  });

  it("counts every one of many hits at once", async () => {
    const { db } = database();
    const results = await Promise.all(Array.from({ length: 8 }, () => hit(db, THREE, "concurrent")));
    expect(results.filter(Boolean)).toHaveLength(3);
  });

  it("forgets windows older than an hour", async () => {
    const { db } = database();
    await hit(db, THREE, "old");
    await db.update(rateLimits).set({ windowStart: sql`now() - interval '2 hours'` });
    await hit(db, THREE, "fresh");
    await deleteStaleLimits(db);
    const keys = (await db.select().from(rateLimits)).map((row) => row.key);
    expect(keys).toEqual(["test:fresh"]);
  });
});
