// What each personal card says and where: the child's details and the template's texts, wrapped and
// placed as lines (pure; the renderer writes each line to a file for drawtext).
import type { Language } from "#domain/language.ts";
import type { LanguageTexts, TextStyle } from "../manifest/manifest-schema.ts";
import type { ChildDetails } from "../script/child-details.ts";
import { splitItems } from "../script/list-items.ts";
import { fitsBox, layoutParagraphs, type TextBox } from "./text-layout.ts";
import { PAGE_CENTRE_X, PAGE_TEXT_WIDTH } from "../santa/santa-layout.ts";

export type CardKind = "title" | "magic-book" | "achievements" | "wishes" | "message" | "closing";

export interface TextLine {
  text: string;
  font: TextStyle["font"];
  size: number;
  colour: string;
  outline: string;
  centreX: number;
  /** Pixels from the top of the frame to the line's baseline. */
  baseline: number;
  /** Seconds into the scene when the line fades in. */
  appearAt: number;
}

const LINE_HEIGHT = 1.25;
const BLOCK_GAP = 30;

/** What a template's card texts may name: `{name}`, `{age}` (the number), `{years}` ("7 years old"). */
export interface Placeholders {
  name: string;
  age: number;
  years: string;
}

/** The child's details as placeholders, the age in words of the language's plural rules ("1 year old"). */
export function placeholdersFor(
  child: Pick<ChildDetails, "name" | "age">,
  texts: LanguageTexts["texts"],
  language: Language,
): Placeholders {
  const one = new Intl.PluralRules(language).select(child.age) === "one" ? texts.age.one : undefined;
  const years = (one ?? texts.age.other).replace(/\{age\}/g, String(child.age));
  return { name: child.name, age: child.age, years };
}

/** Placeholders replaced in one pass, so a name that itself contains `{age}` stays as typed. */
export function fillPlaceholders(text: string, values: Placeholders): string {
  return text.replace(/\{(name|age|years)\}/g, (_, key: "name" | "age" | "years") => String(values[key]));
}

interface Block {
  paragraphs: string[];
  style: TextStyle;
  width: number;
  appearAt: number;
  /** Santa reading the block aloud: its lines appear one by one as he reaches them, not before appearAt. */
  pace?: Reading;
}

/** The cards that show what Santa says, and the slot he says it in (speech-timeline.ts: slotReadings). */
export const CARD_READS: Partial<Record<CardKind, "achievements" | "wishes" | "message" | "photo">> = {
  achievements: "achievements",
  wishes: "wishes",
  message: "message",
  "magic-book": "photo",
};

/** Seconds into the scene when Santa starts and ends saying what a card shows. */
export interface Reading {
  from: number;
  to: number;
}

/** Each line's appearance: at the block's own time, or at its share of the reading by characters. */
function appearances(lines: readonly string[], block: Block): number[] {
  const { pace } = block;
  if (!pace) return lines.map(() => block.appearAt);
  const total = lines.reduce((sum, line) => sum + line.length, 0);
  let before = 0;
  return lines.map((line) => {
    const at = pace.from + (pace.to - pace.from) * (before / total);
    before += line.length;
    return Math.max(block.appearAt, Number(at.toFixed(2)));
  });
}

/** Lays blocks out one under another, the whole stack centred on (centreX, centreY). */
function stack(blocks: Block[], centreX: number, centreY: number): TextLine[] {
  const laid = blocks
    .map((block) => ({
      block,
      ...layoutParagraphs(block.paragraphs, { ...block.style, width: block.width }),
    }))
    .filter(({ lines }) => lines.length > 0);
  const heights = laid.map(({ size, lines }) => size * LINE_HEIGHT * lines.length);
  const total = heights.reduce((sum, h) => sum + h, 0) + BLOCK_GAP * Math.max(0, laid.length - 1);
  let top = centreY - total / 2;
  const out: TextLine[] = [];
  for (const [index, { block, size, lines }] of laid.entries()) {
    const appear = appearances(lines, block);
    for (const [at, text] of lines.entries()) {
      // The baseline sits about 0.8 of a line's height below its top, as DejaVu's ascent is ~0.93 em.
      const baseline = Math.round(top + size * LINE_HEIGHT * at + size * 1.02);
      const { font, colour, outline } = block.style;
      out.push({ text, font, size, colour, outline, centreX, baseline, appearAt: appear[at] as number });
    }
    top += (heights[index] ?? 0) + BLOCK_GAP;
  }
  return out;
}

/**
 * Every item of a typed list, split as Santa splits it (render/script/list-items.ts): the first he can say are
 * his. One item a line while they fit the box; more short items than its lines run on as one paragraph
 * ("★ a bike ★ a puppy ★ …"), so a list's room is its characters, not its count (decision 064).
 */
function items(text: string, language: Language, box: TextBox): string[] {
  const list = splitItems(text, language).map((item) => `★ ${item}`);
  return list.length > 1 && !fitsBox(list, box) ? [list.join(" ")] : list;
}

/**
 * The card's lines; `reading`, when Santa says the list or the message on it, paces them: a long one
 * is written on the page as he reads it, not all there while he talks for half a minute.
 */
export function cardLines(
  kind: CardKind,
  child: ChildDetails,
  { styles, texts }: LanguageTexts,
  language: Language,
  reading?: Reading,
): TextLine[] {
  const values = placeholdersFor(child, texts, language);
  const fill = (text: string) => fillPlaceholders(text, values);
  switch (kind) {
    case "title":
      return stack(
        [
          { paragraphs: [child.name], style: styles.name, width: PAGE_TEXT_WIDTH, appearAt: 0.3 },
          { paragraphs: [values.years], style: styles.body, width: PAGE_TEXT_WIDTH, appearAt: 0.9 },
        ],
        PAGE_CENTRE_X,
        // Under the child's portrait (art/child-portrait.ts).
        740,
      );
    case "magic-book":
      return stack(
        [
          {
            paragraphs: [fill(texts.magicBook)],
            style: styles.body,
            width: 400,
            appearAt: 0.5,
            ...(reading && { pace: reading }),
          },
        ],
        PAGE_CENTRE_X - 255,
        575,
      );
    case "achievements":
    case "wishes": {
      const heading = kind === "achievements" ? texts.achievementsHeading : texts.wishesHeading;
      const list = items(kind === "achievements" ? child.achievements : child.wishes, language, {
        ...styles.body,
        width: PAGE_TEXT_WIDTH,
      });
      return [
        ...stack(
          [{ paragraphs: [fill(heading)], style: styles.heading, width: PAGE_TEXT_WIDTH, appearAt: 0.2 }],
          PAGE_CENTRE_X,
          200,
        ),
        ...stack(
          [
            {
              paragraphs: list.length > 0 ? list : [fill(texts.emptyList)],
              style: styles.body,
              width: PAGE_TEXT_WIDTH,
              appearAt: 0.7,
              ...(list.length > 0 && reading && { pace: reading }),
            },
          ],
          PAGE_CENTRE_X,
          620,
        ),
      ];
    }
    case "message": {
      const message = child.message.trim() ? child.message : fill(texts.defaultMessage);
      return stack(
        [
          {
            paragraphs: [message],
            style: styles.message,
            width: PAGE_TEXT_WIDTH,
            appearAt: 0.4,
            ...(child.message.trim() && reading && { pace: reading }),
          },
        ],
        PAGE_CENTRE_X,
        540,
      );
    }
    case "closing":
      return stack(
        [{ paragraphs: [fill(texts.closing)], style: styles.name, width: PAGE_TEXT_WIDTH, appearAt: 0.4 }],
        PAGE_CENTRE_X,
        470,
      );
  }
}
