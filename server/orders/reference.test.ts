import { describe, expect, it } from "vitest";
import {
  newOrderReference,
  normalizeOrderReference,
  REFERENCE_ALPHABET,
  REFERENCE_PATTERN,
} from "./reference.ts";

describe("order reference", () => {
  it("reads like SF-7K3Q9", () => {
    for (let i = 0; i < 200; i += 1) expect(newOrderReference()).toMatch(REFERENCE_PATTERN);
  });

  it("has no characters a person confuses", () => {
    expect(REFERENCE_ALPHABET).toHaveLength(32);
    expect(new Set(REFERENCE_ALPHABET).size).toBe(32);
    for (const lookAlike of ["0", "O", "1", "I"]) expect(REFERENCE_ALPHABET).not.toContain(lookAlike);
  });

  it("takes every letter from random bytes, each letter as likely as any other", () => {
    expect(newOrderReference(() => Uint8Array.from([0, 31, 32, 255, 7]))).toBe("SF-2Z2Z9");
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i += 1) for (const letter of newOrderReference().slice(3)) seen.add(letter);
    expect(seen.size).toBe(32);
  });

  it("hardly repeats over 5,000 references", () => {
    const references = Array.from({ length: 5000 }, () => newOrderReference());
    // 32^5 ≈ 33.5 million; a repeat here would mean the randomness is broken. A rare real
    // collision is handled by the repository, which draws again.
    expect(new Set(references).size).toBeGreaterThan(4990);
  });

  it("understands a reference typed by hand", () => {
    expect(normalizeOrderReference(" sf-7k3q9 ")).toBe("SF-7K3Q9");
    expect(normalizeOrderReference("7K3Q9")).toBe("SF-7K3Q9");
    expect(normalizeOrderReference("SF-7K3Q0")).toBeUndefined();
    expect(normalizeOrderReference("SF-7K3Q99")).toBeUndefined();
  });
});
