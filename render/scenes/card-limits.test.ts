// The form's limits are the film's (decision 064): a text at its field's limit, of the widest characters
// the cards measure, is drawn whole on every template's card in both languages.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#domain/language.ts";
import { TEXT_LIMITS } from "#domain/order-fields.ts";
import { loadManifest } from "../manifest/manifest-schema.ts";
import { FACE_BOX, HAND_BOX, HEAD_BOX } from "../santa/santa-layout.ts";
import { type CardKind, cardLines } from "./card-layout.ts";
import { measureEms } from "./text-layout.ts";

const TEMPLATES = ["demo", "short", "samples"];
const FIELDS = ["achievements", "wishes", "message"] as const;

/**
 * Texts of exactly `length` characters built to fill a card worst: one run, or words (list items) of every
 * length from 1 to 40 of the widest letters ("W", 1.1 em) and symbols ("★", 1.3 em), so the lines waste
 * the most room at their ends.
 */
function worstTexts(length: number): string[] {
  const texts: string[] = [];
  for (const char of ["W", "★"]) {
    texts.push(char.repeat(length));
    for (let word = 1; word <= 40; word++)
      for (const gap of [" ", ",", "\n"]) {
        let text = "";
        while (text.length < length) text += (text ? gap : "") + char.repeat(word);
        texts.push(text.slice(0, length));
      }
  }
  return texts;
}

describe.each(TEMPLATES)("the %s template's cards", (id) => {
  const manifest = loadManifest(path.join(import.meta.dirname, "..", "templates", id));
  const child = { name: "Noah", age: 7, achievements: "", wishes: "", message: "" };

  it.each(FIELDS.flatMap((field) => LANGUAGES.map((language) => [field, language] as const)))(
    "draw %s in %s whole at the form's limit, whatever its characters",
    (field, language) => {
      const cut = worstTexts(TEXT_LIMITS[field]).filter((text) =>
        cardLines(field, { ...child, [field]: text }, manifest.languages[language], language).some((line) =>
          line.text.endsWith("…"),
        ),
      );
      expect(cut.map((text) => JSON.stringify(text.slice(0, 30)))).toEqual([]);
    },
  );

  it("draw a list of many short items whole, running them on when they outnumber the lines", () => {
    const wishes = Array.from({ length: 20 }, (_, i) => `toy ${i + 1}`).join(", ");
    const lines = cardLines("wishes", { ...child, wishes }, manifest.languages.en, "en").map((l) => l.text);
    expect(lines.join(" ")).toContain("★ toy 1 ★ toy 2");
    expect(lines.join(" ")).toContain("★ toy 20");
    expect(lines.some((line) => line.endsWith("…"))).toBe(false);
  });

  it("keep every line clear of Santa's head, face and hand, so a line on the art beneath them is the same picture", () => {
    // card-args.ts draws a line that has faded in on the art, beneath Santa's layers (cardArt): the
    // same frames only while no line reaches them. They sway by at most 7 px in a card.
    const santaRight = Math.max(...[HEAD_BOX, FACE_BOX, HAND_BOX].map((box) => box.x + box.width)) + 7;
    const kinds: CardKind[] = ["title", "magic-book", "achievements", "wishes", "message", "closing"];
    const longest = { name: "W".repeat(TEXT_LIMITS.childName), age: 12 };
    const reaching = kinds.flatMap((kind) =>
      LANGUAGES.flatMap((language) =>
        [...worstTexts(TEXT_LIMITS.achievements).slice(0, 3), "Ana"].flatMap((text) =>
          cardLines(
            kind,
            { ...longest, achievements: text, wishes: text, message: text },
            manifest.languages[language],
            language,
          )
            // The line's left edge, its widest characters and its border counted.
            .filter(
              (line) => line.centreX - (measureEms(line.text) * line.size) / 2 - line.size / 12 <= santaRight,
            )
            .map((line) => `${kind} (${language}): ${line.text.slice(0, 20)}`),
        ),
      ),
    );
    expect(reaching).toEqual([]);
  });
});
