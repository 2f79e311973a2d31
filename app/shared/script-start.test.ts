import { describe, expect, it } from "vitest";
import { scriptStartOf, SCRIPTS_WHEN_NEEDED, SCRIPTS_WHEN_TOUCHED } from "./script-start.ts";

describe("scriptStartOf", () => {
  it("starts a page's modules after its first paint unless a route asks to wait until they are needed", () => {
    expect(scriptStartOf([undefined, undefined])).toBe("after-paint");
    expect(scriptStartOf([undefined, SCRIPTS_WHEN_NEEDED])).toBe("when-needed");
    expect(scriptStartOf([undefined, SCRIPTS_WHEN_TOUCHED])).toBe("when-touched");
    expect(scriptStartOf([{ breadcrumb: "x" }])).toBe("after-paint");
    expect(scriptStartOf([{ scripts: "whenever" }])).toBe("after-paint");
  });

  it("follows the deepest route that names a start", () => {
    expect(scriptStartOf([SCRIPTS_WHEN_NEEDED, { scripts: "after-paint" }])).toBe("after-paint");
    expect(scriptStartOf([{ scripts: "after-paint" }, SCRIPTS_WHEN_NEEDED, {}])).toBe("when-needed");
  });
});
