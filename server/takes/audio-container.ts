// Which audio container an upload is, from its first bytes alone: the operator's recording is read by
// ffmpeg with that demuxer and no other, so a playlist, a concat list or any text ffmpeg would
// otherwise follow to other files is refused before ffmpeg sees it (issue 42, decision 061).

/** The containers the recording form takes (its `accept` is audio and video), by ffmpeg demuxer name. */
export const AUDIO_CONTAINERS = ["wav", "mp3", "aac", "ogg", "flac", "mov", "matroska", "aiff"] as const;
export type AudioContainer = (typeof AUDIO_CONTAINERS)[number];

/** Enough of the file's start for every signature below. */
export const SNIFFED_BYTES = 12;

const ascii = (head: Uint8Array, at: number, text: string) =>
  head.length >= at + text.length &&
  [...text].every((char, index) => head[at + index] === char.charCodeAt(0));

/**
 * An MPEG audio frame's header: eleven set sync bits, a version that exists, layer I, II or III,
 * and a bitrate that is not the forbidden one (browsers' and phones' MP3s without an ID3 tag).
 */
function mpegAudioFrame(head: Uint8Array): boolean {
  const [first, second, third] = head;
  if (first !== 0xff || second === undefined || third === undefined || (second & 0xe0) !== 0xe0) return false;
  const version = (second >> 3) & 0b11;
  const layer = (second >> 1) & 0b11;
  return version !== 0b01 && layer !== 0b00 && third >> 4 !== 0b1111;
}

/** AAC in ADTS frames, as some phones save a voice memo: the sync bits and MPEG's layer 0. */
function adtsFrame(head: Uint8Array): boolean {
  const [first, second] = head;
  return first === 0xff && second !== undefined && (second & 0xf6) === 0xf0;
}

/** The demuxer for these first bytes, or undefined when they are no audio container we read. */
export function sniffAudioContainer(head: Uint8Array): AudioContainer | undefined {
  if ((ascii(head, 0, "RIFF") || ascii(head, 0, "RF64")) && ascii(head, 8, "WAVE")) return "wav";
  if (ascii(head, 0, "ID3") || mpegAudioFrame(head)) return "mp3";
  if (adtsFrame(head)) return "aac";
  if (ascii(head, 0, "OggS")) return "ogg";
  if (ascii(head, 0, "fLaC")) return "flac";
  // MP4, M4A, 3GP and QuickTime: the first box is the file type.
  if (ascii(head, 4, "ftyp")) return "mov";
  // WebM (what Chromium records) and Matroska: the EBML header.
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return "matroska";
  if (ascii(head, 0, "FORM") && (ascii(head, 8, "AIFF") || ascii(head, 8, "AIFC"))) return "aiff";
  return undefined;
}
