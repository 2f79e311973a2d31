// The cluster's processes start with the settings npm start's server has: package.json's scripts
// are the command lines process-settings.ts makes, so a change to the settings cannot miss them.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NODE_ONLY_ENV } from "#render/runs/dies-with-parent.ts";
import { ALLOCATOR_ENV, SERVER_NODE_FLAGS, serverScript } from "./process-settings.ts";

const scripts = (
  JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts;

describe("the web and worker scripts", () => {
  it.each([
    ["web", ["server/main.ts", "--web"]],
    ["worker", ["server/worker.ts"]],
  ])("npm run %s starts node with the allocator settings and V8's flags", (name, entry) => {
    expect(scripts[name]).toBe(serverScript(entry));
    for (const [variable, value] of Object.entries(ALLOCATOR_ENV)) {
      expect(scripts[name]).toContain(`${variable}=${value} `);
    }
    expect(scripts[name]).toContain(`node ${SERVER_NODE_FLAGS.join(" ")} ${entry.join(" ")}`);
  });
});

describe("the allocator settings", () => {
  it("are the ones the renderer keeps from its tools (ffmpeg runs at half speed under them)", () => {
    expect([...NODE_ONLY_ENV].sort()).toEqual(Object.keys(ALLOCATOR_ENV).sort());
  });
});
