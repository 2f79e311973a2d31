// Typed failures of a render: each names its reason, so the job layer can store it and decide to retry.
import { describeLimit, type LimitPassed } from "./run-limit.ts";

export type RenderFailureReason =
  | "photo-unreadable"
  | "name-recording-unreadable"
  | "no-voice"
  | "ffmpeg-missing"
  | "ffmpeg-failed"
  | "ffmpeg-killed"
  | "ffmpeg-timeout"
  | "manifest-invalid"
  | "template-media-missing"
  | "segment-mismatch"
  | "film-invalid";

export class RenderError extends Error {
  readonly reason: RenderFailureReason;
  /** True when the same input may succeed on another attempt (a killed or timed-out ffmpeg). */
  readonly retryable: boolean;

  constructor(reason: RenderFailureReason, message: string, retryable: boolean) {
    super(message);
    this.name = new.target.name;
    this.reason = reason;
    this.retryable = retryable;
  }
}

/** A photo file is missing, empty or not a decodable image. */
export class PhotoUnreadable extends RenderError {
  readonly photo: string;
  constructor(photo: string, detail: string) {
    super("photo-unreadable", `Photo ${photo} cannot be used: ${detail}`, false);
    this.photo = photo;
  }
}

export class NameRecordingUnreadable extends RenderError {
  constructor(file: string, detail: string) {
    super("name-recording-unreadable", `Name recording ${file} cannot be used: ${detail}`, false);
  }
}

/** Every voice in the order failed on a phrase (decision 046): the film is not made without Santa. */
export class NoVoice extends RenderError {
  constructor(text: string, detail: string) {
    super("no-voice", `No voice could say "${text.slice(0, 80)}": ${detail}`, true);
  }
}

export class FfmpegMissing extends RenderError {
  constructor(detail: string) {
    super("ffmpeg-missing", `ffmpeg is not available: ${detail}`, false);
  }
}

export class FfmpegFailed extends RenderError {
  readonly stderr: string;
  constructor(step: string, code: number | null, stderr: string) {
    const tail = stderr.trim().split("\n").slice(-6).join("\n");
    super("ffmpeg-failed", `ffmpeg failed (${step}, exit ${code}): ${tail}`, true);
    this.stderr = stderr;
  }
}

/** Killed from outside (a signal, the machine running out of memory) or cancelled by the caller. */
export class FfmpegKilled extends RenderError {
  constructor(step: string, how: string) {
    super("ffmpeg-killed", `ffmpeg was killed (${step}): ${how}`, true);
  }
}

export class FfmpegTimedOut extends RenderError {
  constructor(step: string, passed: LimitPassed) {
    super("ffmpeg-timeout", `ffmpeg ${describeLimit(passed)} (${step}) and was stopped`, true);
  }
}

export class ManifestInvalid extends RenderError {
  /** The dotted path of the first bad field, e.g. `scenes.intro.seconds`. */
  readonly field: string;
  constructor(file: string, field: string, detail: string) {
    super("manifest-invalid", `Template manifest ${file} is invalid at "${field}": ${detail}`, false);
    this.field = field;
  }
}

export class TemplateMediaMissing extends RenderError {
  constructor(file: string) {
    super("template-media-missing", `Template media ${file} is missing`, false);
  }
}

/** A segment whose H.264 parameter sets differ from the template's: joining it would corrupt the film. */
export class SegmentMismatch extends RenderError {
  constructor(segment: string, detail: string) {
    super("segment-mismatch", `Segment ${segment} cannot be joined: ${detail}`, false);
  }
}

/** The finished file failed its check; nothing was published. */
export class FilmInvalid extends RenderError {
  constructor(detail: string) {
    super("film-invalid", `The rendered film failed its check: ${detail}`, true);
  }
}
