import { describe, expect, it } from "vitest";
import { normaliseName } from "./normalise-name.ts";

describe("normaliseName", () => {
  it("lowers case, strips accents and collapses spaces", () => {
    expect(normaliseName("  José   MARÍA ")).toBe("jose maria");
    expect(normaliseName("Zoë\tÑúñez")).toBe("zoe nunez");
    expect(normaliseName("Chloé O'Connor")).toBe("chloe o'connor");
  });

  it("treats composed and decomposed accents alike", () => {
    expect(normaliseName("Jose\u0301")).toBe(normaliseName("Jos\u00e9"));
  });
});
