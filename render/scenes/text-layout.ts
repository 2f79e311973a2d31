// Wrapping text to the frame before ffmpeg sees it: measured with a conservative per-character width
// (DejaVu Sans Bold's widest glyphs per class), so a line never runs off the picture.
import { withoutDirectionControls } from "#domain/film-text.ts";

/** Advance widths in ems, rounded up from DejaVu Sans Bold's metrics for each class of character. */
function charEms(char: string): number {
  if (/[iljtfrI.,;:'!|`\s()[\]]/u.test(char)) return 0.45;
  if (/[mwMW@%&]/u.test(char)) return 1.1;
  if (/[A-Z0-9]/u.test(char) || /[À-ÞĀ-ſ]/u.test(char)) return 0.85;
  if (/[a-zß-ÿ]/u.test(char)) return 0.72;
  // Emoji and other wide symbols, which may fall back to a missing-glyph box.
  if ((char.codePointAt(0) ?? 0) > 0x2000) return 1.3;
  return 0.8;
}

export function measureEms(text: string): number {
  let ems = 0;
  for (const char of text) ems += charEms(char);
  return ems;
}

export interface TextBox {
  /** Usable width in pixels. */
  width: number;
  maxLines: number;
  /** Font sizes to try, largest first; the first at which the text fits is used. */
  sizes: readonly number[];
}

export interface LaidOutText {
  size: number;
  lines: string[];
}

// Emoji from U+1F000 on (pictographs, skin tones, flags) and the joiners and selectors that build
// them: the bundled DejaVu fonts draw few of them, and ffmpeg's drawtext draws no colour glyphs, so
// they would show as empty boxes. Older symbols DejaVu does draw (❤ ★ ☃ © ™) are kept.
const UNDRAWABLE_EMOJI =
  /(?:(?=[\u{1F000}-\u{1FFFF}])(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator})|\u{FE0E}|\u{FE0F}|\u{200D}|\u{20E3}|[\u{E0020}-\u{E007F}])/gu;

/**
 * Text safe to draw: direction marks go (a text stored before the form refused them must not
 * reverse a line), control characters (tabs, line breaks, NUL) become spaces, emoji the fonts
 * cannot draw are left out (the captions keep them), runs of spaces collapse.
 */
export function drawableText(text: string): string {
  return withoutDirectionControls(text)
    .normalize("NFC")
    .replace(UNDRAWABLE_EMOJI, "")
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, " ")
    .replace(/\s+/gu, " ")
    .trim();
}

function wrap(text: string, maxEms: number): { lines: string[]; broken: boolean } {
  const lines: string[] = [];
  let broken = false;
  let line = "";
  for (const word of text.split(" ")) {
    const candidate = line ? `${line} ${word}` : word;
    if (measureEms(candidate) <= maxEms) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    // A word longer than a line (a 200-letter name) is broken wherever it must be.
    line = "";
    for (const char of word) {
      if (line && measureEms(line + char) > maxEms) {
        lines.push(line);
        line = "";
        broken = true;
      }
      line += char;
    }
  }
  if (line) lines.push(line);
  return { lines, broken };
}

function ellipsize(line: string, maxEms: number): string {
  let cut = [...line];
  while (cut.length > 0 && measureEms(`${cut.join("")}…`) > maxEms) cut = cut.slice(0, -1);
  return `${cut.join("").trimEnd()}…`;
}

function fitted(paragraphs: readonly string[], box: TextBox) {
  const clean = paragraphs.map(drawableText).filter(Boolean);
  const wrapped = box.sizes.map((size) => {
    const laid = clean.map((paragraph) => wrap(paragraph, box.width / size));
    return { size, lines: laid.flatMap((p) => p.lines), broken: laid.some((p) => p.broken) };
  });
  const fits = (w: (typeof wrapped)[number]) => w.lines.length <= box.maxLines;
  return { wrapped, best: wrapped.find((w) => fits(w) && !w.broken) ?? wrapped.find(fits) };
}

/** Whether the paragraphs fit the box at one of its sizes, so layoutParagraphs cuts nothing with "…". */
export function fitsBox(paragraphs: readonly string[], box: TextBox): boolean {
  return fitted(paragraphs, box).best !== undefined;
}

/** The largest size at which the text fits the box; at the smallest size, extra lines are cut with "…". */
export function layoutText(text: string, box: TextBox): LaidOutText {
  return layoutParagraphs([text], box);
}

/**
 * Like layoutText for several paragraphs (list items) that share one size and one box. A smaller size
 * that keeps every word whole wins over a larger one that breaks a word ("Christma / s").
 */
export function layoutParagraphs(paragraphs: readonly string[], box: TextBox): LaidOutText {
  const { wrapped, best } = fitted(paragraphs, box);
  if (best) return { size: best.size, lines: best.lines };
  const size = box.sizes[box.sizes.length - 1] ?? 48;
  const lines = wrapped.at(-1)?.lines ?? [];
  const kept = lines.slice(0, box.maxLines);
  const last = kept.length - 1;
  kept[last] = ellipsize(kept[last] ?? "", box.width / size);
  return { size, lines: kept };
}
