import { describe, expect, it } from "vitest";
import { drawableText, layoutText, measureEms } from "./text-layout.ts";

const box = { width: 1600, maxLines: 3, sizes: [120, 90, 60] };

describe("layoutText", () => {
  it("keeps a short name on one line at the largest size", () => {
    expect(layoutText("José O'Connor", box)).toEqual({ size: 120, lines: ["José O'Connor"] });
  });

  it("wraps at spaces and shrinks before it cuts", () => {
    const text = "Santa is so proud of you for helping your little brother every single day";
    const { size, lines } = layoutText(text, box);
    expect(size).toBeLessThan(120);
    expect(lines.join(" ")).toBe(text);
    for (const line of lines) expect(measureEms(line) * size).toBeLessThanOrEqual(1600);
  });

  it("breaks a 200-letter name and ends the last line with an ellipsis", () => {
    const { size, lines } = layoutText("A".repeat(200), box);
    expect(size).toBe(60);
    expect(lines).toHaveLength(3);
    expect(lines[2]?.endsWith("…")).toBe(true);
    for (const line of lines) expect(measureEms(line) * size).toBeLessThanOrEqual(1600);
  });

  it("goes down a size rather than break a word that a smaller size keeps whole", () => {
    const narrow = { width: 880, maxLines: 3, sizes: [150, 120, 96, 72] };
    const { size, lines } = layoutText("Merry Christmas, Lucía!", narrow);
    expect(size).toBe(120);
    expect(lines.join(" ")).toBe("Merry Christmas, Lucía!");
    for (const line of lines) expect(measureEms(line) * size).toBeLessThanOrEqual(880);
  });

  it("returns no lines for empty text", () => {
    expect(layoutText("   ", box).lines).toEqual([]);
  });
});

describe("drawableText", () => {
  it("turns line breaks and tabs into single spaces and keeps symbols", () => {
    expect(drawableText('Zoë:\n100%\t{}\\ "quoted" ❤ ★ © ™')).toBe('Zoë: 100% {}\\ "quoted" ❤ ★ © ™');
  });

  it("leaves out emoji the fonts cannot draw, with their skin tones, joiners and flags", () => {
    expect(drawableText("Merry Christmas 🎄🎅🏽 from 👨‍👩‍👧 and ❤️ 🇪🇸!")).toBe("Merry Christmas from and ❤ !");
    expect(drawableText("🎁")).toBe("");
  });
});
