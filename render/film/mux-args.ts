// Joining the film: every segment by stream copy through the concat demuxer, the audio track and the
// captions muxed beside it, the index moved to the front for streaming.
import type { Language } from "#domain/language.ts";
import { AAC_FRAME } from "../audio/sound-spans.ts";
import { FILM } from "../ffmpeg/encoder-settings.ts";
import { concatListLine } from "../ffmpeg/filter-escape.ts";

const ISO_639_2: Record<Language, string> = { en: "eng", es: "spa" };

export function concatList(segments: readonly string[]): string {
  return `ffconcat version 1.0\n${segments.map(concatListLine).join("\n")}\n`;
}

export function muxArgs(input: {
  list: string;
  audio: string;
  captions: string;
  language: Language;
  output: string;
}): string[] {
  const language = ISO_639_2[input.language];
  return [
    "-v",
    "error",
    // auto_convert would rewrite the first packets of every segment; the SPS/PPS check makes it unneeded.
    "-f",
    "concat",
    "-safe",
    "0",
    "-auto_convert",
    "0",
    "-i",
    input.list,
    // The sound's packets begin with the encoder's priming (one packet): the film starts after it,
    // which the MP4's edit list says (film-audio.ts joins them as ADTS, which cannot).
    "-itsoffset",
    (-AAC_FRAME / FILM.audioRate).toFixed(6),
    "-i",
    input.audio,
    "-i",
    input.captions,
    "-map",
    "0:v:0",
    "-map",
    "1:a:0",
    "-map",
    "2:s:0",
    "-c:v",
    "copy",
    "-c:a",
    "copy",
    "-c:s",
    "mov_text",
    "-metadata:s:a:0",
    `language=${language}`,
    "-metadata:s:s:0",
    `language=${language}`,
    "-map_metadata",
    "-1",
    "-movflags",
    "+faststart",
    "-f",
    "mp4",
    "-y",
    input.output,
  ];
}
