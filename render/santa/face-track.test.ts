import { describe, expect, it } from "vitest";
import { faceRowExpression, SHEET_FACES, sheetRow } from "./face-track.ts";
import { EYES, type FaceRun, MOUTHS } from "./mouth-shapes.ts";

/** ffmpeg's `if(lt(n,K),A,B)` and numbers, the only forms faceRowExpression writes, at frame `n`. */
function evaluate(expression: string, n: number): number {
  let at = 0;
  const expect_ = (text: string) => {
    if (!expression.startsWith(text, at)) throw new Error(`expected ${text} at ${at} in ${expression}`);
    at += text.length;
  };
  const number = () => {
    const digits = /^\d+/.exec(expression.slice(at))?.[0];
    if (!digits) throw new Error(`expected a number at ${at} in ${expression}`);
    at += digits.length;
    return Number(digits);
  };
  const value = (): number => {
    if (!expression.startsWith("if(", at)) return number();
    expect_("if(lt(n,");
    const bound = number();
    expect_("),");
    const below = value();
    expect_(",");
    const above = value();
    expect_(")");
    return n < bound ? below : above;
  };
  const result = value();
  if (at !== expression.length) throw new Error(`left over: ${expression.slice(at)}`);
  return result;
}

describe("the face sheet", () => {
  it("holds every face once", () => {
    expect(SHEET_FACES).toHaveLength(EYES.length * MOUTHS.length);
    for (const eyes of EYES)
      for (const mouth of MOUTHS) expect(SHEET_FACES[sheetRow(eyes, mouth)]).toEqual({ eyes, mouth });
  });
});

describe("faceRowExpression", () => {
  it("shows on every frame the row of the face of that frame's run, and the last face after the end", () => {
    const faces = SHEET_FACES.length;
    // Runs of 1 to 5 frames through the faces in a scrambled order: 97 runs, 290-odd frames.
    const runs: FaceRun[] = Array.from({ length: 97 }, (_, i) => ({
      ...(SHEET_FACES[(i * 7) % faces] as FaceRun),
      frames: 1 + ((i * 3) % 5),
    }));
    const expression = faceRowExpression(runs, 200);
    const expected = runs.flatMap((run) =>
      Array.from({ length: run.frames }, () => 200 * sheetRow(run.eyes, run.mouth)),
    );
    expect(expected.map((_, n) => evaluate(expression, n))).toEqual(expected);
    expect(evaluate(expression, expected.length + 10)).toBe(expected.at(-1));
    // A balanced tree: 97 runs are told apart in 7 comparisons, not 96.
    expect(
      Math.max(...expression.split("").map((_, i) => depth(expression.slice(0, i)))),
    ).toBeLessThanOrEqual(2 * 7 + 1);
  });

  it("shows the one face of a scene with one run, and nothing for none", () => {
    expect(faceRowExpression([{ eyes: "open", mouth: "closed", frames: 40 }], 200)).toBe(
      String(200 * sheetRow("open", "closed")),
    );
    expect(faceRowExpression([], 200)).toBe("0");
  });
});

function depth(prefix: string): number {
  return [...prefix].reduce((open, char) => open + (char === "(" ? 1 : char === ")" ? -1 : 0), 0);
}
