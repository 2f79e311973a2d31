// The film's sound cut into pieces encoded apart and joined without encoding again (decision 075): the
// fixed spans (fixed scenes in a row) are the same in every film and encoded once per template, the
// personal spans in between are encoded per film. Pure: where each piece's sound lies, where its
// encoder's input starts, which of its AAC packets the film takes, and where its music is read from.
// A fixed span's packets must fall on the film's packet grid (1024 samples) while its first frame falls
// anywhere (1600 samples a frame): its sound starts on the grid point at or after that frame.
import { FILM } from "../ffmpeg/encoder-settings.ts";

/** Samples in one AAC packet. */
export const AAC_FRAME = 1024;
/** Samples in one video frame (1600 at 48 kHz and 30 fps). */
export const FRAME_SAMPLES = FILM.audioRate / FILM.fps;
/**
 * Samples on either side of a join that both pieces' encoders are given alike: the packet straddling
 * the join is then decoded from halves that cancel each other's aliasing, and both encoders choose
 * the same window shapes there (one packet sufficed in a trial; two for the window choice).
 */
export const JOIN_MARGIN = 2 * AAC_FRAME;
/**
 * The music a personal span grew by is crossfaded back to the next fixed span's music over its last
 * 0.3 s (before the join margin), where Santa is silent (speech-timeline.ts: TAIL_SECONDS, 0.7 s).
 */
export const MUSIC_CROSSFADE = Math.round(0.3 * FILM.audioRate);
/** Sound mixed before a piece and thrown away: the compressors reach the state they have in the film. */
export const MIX_PREROLL = 3 * FILM.audioRate;
/** Mixed past a piece's end: the limiter's look-ahead delays the mix by its attack (2 ms). */
export const MIX_OVERRUN = Math.round(0.1 * FILM.audioRate);

export interface SpanScene {
  fixed: boolean;
  /** Its frames in this film. */
  frames: number;
  /** Its frames as the template has it: where its music lies in the storyline's track. */
  nominalFrames: number;
}

export interface SoundSpan {
  kind: "fixed" | "personal";
  /** Samples from the film's start, where its sound is heard. */
  from: number;
  to: number;
  /**
   * How much later than the picture the span's sound is heard, in samples (under one AAC packet,
   * 21 ms): a fixed span's sound starts on the packet grid at or after its first frame, and the
   * personal span after it keeps the same lag until its own tail, where Santa is silent.
   */
  lag: number;
  /**
   * Where the music under it starts in the storyline's track: the template's own timeline, so a fixed
   * span hears the same music in every film, however much the personal scenes before it grew.
   */
  musicFrom: number;
  /** The first sample of its encoder's input (a multiple of AAC_FRAME). */
  inputFrom: number;
  /** The film's packets it gives, by index in the film's packet sequence (0 is the encoder's priming). */
  packetsFrom: number;
  /** Up to this packet, excluded; for the last span, the last packet that ends within the film. */
  packetsTo: number;
  /** Where its sound hands over to the next span's piece (a multiple of AAC_FRAME); undefined at the end. */
  handOver: number | undefined;
}

const onGrid = (sample: number) => Math.ceil(sample / AAC_FRAME) * AAC_FRAME;

/** Groups the scenes into fixed and personal spans and lays out their pieces. */
export function soundSpans(scenes: readonly SpanScene[]): SoundSpan[] {
  const runs: { fixed: boolean; frames: number; nominalFrames: number; at: number; nominalAt: number }[] = [];
  let at = 0;
  let nominalAt = 0;
  for (const scene of scenes) {
    const last = runs.at(-1);
    if (last && last.fixed === scene.fixed) {
      last.frames += scene.frames;
      last.nominalFrames += scene.nominalFrames;
    } else runs.push({ ...scene, at, nominalAt });
    at += scene.frames;
    nominalAt += scene.nominalFrames;
  }
  const filmEnd = at * FRAME_SAMPLES;
  const spans: SoundSpan[] = [];
  runs.forEach((run, index) => {
    const picture = run.at * FRAME_SAMPLES;
    const previous = spans[index - 1];
    const next = runs[index + 1];
    const from = run.fixed ? onGrid(picture) : (previous?.to ?? 0);
    const to = run.fixed
      ? from + run.frames * FRAME_SAMPLES
      : next
        ? onGrid(next.at * FRAME_SAMPLES)
        : filmEnd;
    const handOver = next
      ? run.fixed
        ? Math.floor((to - JOIN_MARGIN) / AAC_FRAME) * AAC_FRAME
        : to
      : undefined;
    if (run.fixed && handOver !== undefined && handOver <= from + JOIN_MARGIN)
      throw new RangeError(`A fixed span of ${run.frames} frames is too short to join`);
    // A piece after another starts JOIN_MARGIN before the packet where the two meet.
    const meets = previous?.handOver;
    spans.push({
      kind: run.fixed ? "fixed" : "personal",
      from,
      to,
      lag: run.fixed ? from - picture : (previous?.lag ?? 0),
      musicFrom: run.nominalAt * FRAME_SAMPLES,
      inputFrom: meets === undefined ? 0 : meets - JOIN_MARGIN,
      packetsFrom: meets === undefined ? 0 : meets / AAC_FRAME + 1,
      // The last packet ends at or before the film's end, never past it: an MP4 muxer that drops the
      // edit list (ffmpeg 4.1's) then still makes the sound no longer than the picture.
      packetsTo: (handOver ?? Math.floor(filmEnd / AAC_FRAME) * AAC_FRAME) / AAC_FRAME + 1,
      handOver,
    });
  });
  return spans;
}
