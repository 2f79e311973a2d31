import { describe, expect, it } from "vitest";
import { parseRange } from "./byte-range.ts";

describe("a Range header", () => {
  it.each([
    ["bytes=0-99", { kind: "partial", range: { start: 0, end: 99 } }],
    ["bytes=0-", { kind: "partial", range: { start: 0, end: 999 } }],
    ["bytes=500-5000", { kind: "partial", range: { start: 500, end: 999 } }],
    ["bytes=-100", { kind: "partial", range: { start: 900, end: 999 } }],
    ["bytes=-5000", { kind: "partial", range: { start: 0, end: 999 } }],
    ["bytes=1000-", { kind: "unsatisfiable" }],
    ["bytes=-0", { kind: "unsatisfiable" }],
    ["bytes=5-2", { kind: "whole" }],
    ["bytes=0-1,5-9", { kind: "whole" }],
    ["items=0-1", { kind: "whole" }],
    ["bytes=-", { kind: "whole" }],
  ])("%s of a 1000-byte file", (header, answer) => {
    expect(parseRange(header, 1000)).toEqual(answer);
  });

  it("absent means the whole file", () => {
    expect(parseRange(null, 1000)).toEqual({ kind: "whole" });
  });
});
