import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { createConcurrencyLimit } from "./concurrency-limit.ts";

describe("createConcurrencyLimit", () => {
  it("never runs more than its maximum at once and runs every job, in arrival order", async () => {
    const limit = createConcurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        limit.run(async () => {
          started.push(index);
          running += 1;
          most = Math.max(most, running);
          await sleep(5);
          running -= 1;
          return index * 10;
        }),
      ),
    );
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect([limit.active, limit.waiting]).toEqual([0, 0]);
  });

  it("frees the slot of a job that fails, even one that throws before returning a promise", async () => {
    const limit = createConcurrencyLimit(1);
    await expect(limit.run(() => Promise.reject(new Error("decoder crashed")))).rejects.toThrow(
      "decoder crashed",
    );
    await expect(
      limit.run(() => {
        throw new Error("bad input");
      }),
    ).rejects.toThrow("bad input");
    expect(await limit.run(async () => "still working")).toBe("still working");
  });
});
