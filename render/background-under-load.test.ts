// The example films' template, prepared at the lowest priority while customers' films keep every core
// busy for longer than each step's limit (issue 42, item 7): a fresh shop's preparation is starved, not
// stuck, so it finishes once the cores are free again instead of being stopped by the clock and put off.
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { inBackground } from "./runs/background-priority.ts";
import { keepCoresBusy } from "./busy-cores.test-support.ts";
import { SHORT_TEMPLATE_DIR } from "./render-film.test-support.ts";
import { prepareTemplate } from "./template/prepare-template.ts";
import { clipPath } from "./template/prepared-template.ts";

const root = await mkdtemp(path.join(tmpdir(), "background-under-load-"));
afterAll(() => rm(root, { recursive: true, force: true }));

/** Each ffmpeg's limit: several times what any step of the short template needs on free cores. */
const STEP_LIMIT_SECONDS = 10;

describe("the example films' template while customers' films keep every core busy", () => {
  it("is prepared on a fresh shop though the cores stay busy for longer than a step's limit", async () => {
    const busy = await keepCoresBusy(STEP_LIMIT_SECONDS + 6);
    try {
      const template = await inBackground(() =>
        prepareTemplate({
          ffmpeg: "/usr/bin/ffmpeg",
          templateDir: SHORT_TEMPLATE_DIR,
          dataDir: path.join(root, "data"),
          timeoutSeconds: STEP_LIMIT_SECONDS,
        }),
      );
      expect(existsSync(path.join(template.dir, "prepared.json"))).toBe(true);
      expect(existsSync(clipPath(template, "finale"))).toBe(true);
    } finally {
      busy.stop();
      await busy.done;
    }
  }, 120_000);
});
