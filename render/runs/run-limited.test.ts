import { describe, expect, it } from "vitest";
import { longestFirst, runLimited } from "./run-limited.ts";

describe("longestFirst", () => {
  it("starts the encodes with the most frames first, whatever order they were listed in", async () => {
    const started: string[] = [];
    const encode = (name: string, frames: number) => ({
      frames,
      run: async () => {
        started.push(name);
      },
    });
    const tasks = [
      encode("intro", 2250),
      encode("finale", 3750),
      encode("title", 180),
      encode("sleigh", 2700),
    ];
    await runLimited(longestFirst(tasks), 1);
    expect(started).toEqual(["finale", "sleigh", "intro", "title"]);
    // The list it was given is left as it was.
    expect(tasks.map((task) => task.frames)).toEqual([2250, 3750, 180, 2700]);
  });
});
