import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it, vi } from "vitest";
import { createConcurrencyLimit, QueueFull } from "./concurrency-limit.ts";

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

  it("refuses a job at once when its queue holds maxWaiting, and takes jobs again once it drains", async () => {
    const limit = createConcurrencyLimit(1, 2);
    const gates: (() => void)[] = [];
    const held = () => new Promise<void>((resolve) => gates.push(resolve));
    const admitted = [limit.run(held), limit.run(held), limit.run(held)];
    expect([limit.active, limit.waiting]).toEqual([1, 2]);
    const refused = limit.run(async () => "never run");
    await expect(refused).rejects.toBeInstanceOf(QueueFull);
    // The refused job left no trace: releasing the admitted ones, one at a time, runs exactly them.
    for (let index = 0; index < admitted.length; index += 1) {
      await vi.waitFor(() => expect(gates).toHaveLength(index + 1));
      gates[index]?.();
    }
    await Promise.all(admitted);
    expect([limit.active, limit.waiting]).toEqual([0, 0]);
    expect(await limit.run(async () => "taken again")).toBe("taken again");
  });
});
