// The renderer's tools get the process's environment without the allocator settings meant for Node
// alone (the speech engines and ffmpeg read their own settings from it, so the rest must reach them).
import { once } from "node:events";
import { text } from "node:stream/consumers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { spawnTiedToParent, TOOL_TUNABLES } from "./dies-with-parent.ts";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("spawnTiedToParent", () => {
  it("starts a tool with the environment, less glibc's settings for the Node process", async () => {
    vi.stubEnv("MALLOC_ARENA_MAX", "2");
    vi.stubEnv("MALLOC_TRIM_THRESHOLD_", "1048576");
    vi.stubEnv("SANTA_TOOL_SETTING", "kept");
    const child = spawnTiedToParent("env", [], "ignore");
    const [environment] = await Promise.all([text(child.stdout), once(child, "exit")]);
    const names = environment.split("\n").map((line) => line.split("=")[0]);
    expect(names).toContain("SANTA_TOOL_SETTING");
    expect(names).toContain("PATH");
    expect(names).not.toContain("MALLOC_ARENA_MAX");
    expect(names).not.toContain("MALLOC_TRIM_THRESHOLD_");
    // The Node process keeps them.
    expect(process.env.MALLOC_ARENA_MAX).toBe("2");
  });

  it("asks glibc for huge pages in the tools, beside an operator's own tunables, never over them", async () => {
    const environmentOf = async () => {
      const child = spawnTiedToParent("env", [], "ignore");
      const [environment] = await Promise.all([text(child.stdout), once(child, "exit")]);
      return environment.split("\n").find((line) => line.startsWith("GLIBC_TUNABLES="));
    };
    vi.stubEnv("GLIBC_TUNABLES", undefined);
    expect(await environmentOf()).toBe(`GLIBC_TUNABLES=${TOOL_TUNABLES}`);
    vi.stubEnv("GLIBC_TUNABLES", "glibc.malloc.arena_max=4");
    expect(await environmentOf()).toBe(`GLIBC_TUNABLES=glibc.malloc.arena_max=4:${TOOL_TUNABLES}`);
    vi.stubEnv("GLIBC_TUNABLES", "glibc.malloc.hugetlb=0");
    expect(await environmentOf()).toBe("GLIBC_TUNABLES=glibc.malloc.hugetlb=0");
    // The Node process's own environment is left as it was.
    expect(process.env.GLIBC_TUNABLES).toBe("glibc.malloc.hugetlb=0");
  });
});
