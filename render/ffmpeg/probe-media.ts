// What a media file holds, as ffprobe reads it: its container, duration and streams. The arguments
// are data; ffprobe runs through `run-ffmpeg.ts` like every other ffmpeg tool.
import { z } from "zod";
import { FfmpegFailed } from "../runs/errors.ts";
import { runFfprobe } from "./run-ffmpeg.ts";

export interface ProbedStream {
  type: string;
  codec: string;
  /** Video only: e.g. `yuv420p`. */
  pixelFormat?: string;
  width?: number;
  height?: number;
  /** A cover picture inside an audio file, not a moving picture. */
  attachedPicture: boolean;
}

export interface ProbedMedia {
  /** ffprobe's demuxer names, e.g. `mov,mp4,m4a,3gp,3g2,mj2`. */
  formats: string[];
  /** The ISO file's brand (`isom`, `mp42`; `qt  ` for QuickTime), when it has one. */
  majorBrand?: string;
  durationSeconds?: number;
  streams: ProbedStream[];
}

const PROBE_TIMEOUT_SECONDS = 60;

export function ffprobeArgs(file: string): string[] {
  return [
    "-v",
    "error",
    "-print_format",
    "json",
    "-show_entries",
    "format=format_name,duration:format_tags=major_brand:stream=codec_type,codec_name,pix_fmt,width,height:stream_disposition=attached_pic",
    file,
  ];
}

// ffprobe prints numbers of the format as strings, and leaves out what a file does not have.
const probeOutput = z.object({
  format: z
    .object({
      format_name: z.string().optional(),
      duration: z.coerce.number().optional(),
      tags: z.object({ major_brand: z.string().optional() }).optional(),
    })
    .optional(),
  streams: z
    .array(
      z.object({
        codec_type: z.string().default("unknown"),
        codec_name: z.string().default("unknown"),
        pix_fmt: z.string().optional(),
        width: z.number().optional(),
        height: z.number().optional(),
        disposition: z.object({ attached_pic: z.number().optional() }).optional(),
      }),
    )
    .default([]),
});

/** ffprobe's JSON as a ProbedMedia; undefined when it names no container (nothing it could read). */
export function parseProbeOutput(json: string): ProbedMedia | undefined {
  const parsed = probeOutput.safeParse(JSON.parse(json || "{}"));
  const format = parsed.success ? parsed.data.format : undefined;
  if (!parsed.success || !format?.format_name) return undefined;
  return {
    formats: format.format_name.split(","),
    ...(format.tags?.major_brand && { majorBrand: format.tags.major_brand }),
    ...(Number.isFinite(format.duration) && { durationSeconds: format.duration }),
    streams: parsed.data.streams.map((stream) => ({
      type: stream.codec_type,
      codec: stream.codec_name,
      ...(stream.pix_fmt && { pixelFormat: stream.pix_fmt }),
      ...(stream.width && { width: stream.width }),
      ...(stream.height && { height: stream.height }),
      attachedPicture: stream.disposition?.attached_pic === 1,
    })),
  };
}

/**
 * Probes `file`. Undefined when ffprobe cannot read it as media at all; a missing ffprobe or one
 * that was killed or timed out is thrown, as the file is not to blame.
 */
export async function probeMedia(ffprobe: string, file: string): Promise<ProbedMedia | undefined> {
  try {
    const json = await runFfprobe(ffprobe, ffprobeArgs(file), {
      step: "probe",
      timeoutSeconds: PROBE_TIMEOUT_SECONDS,
    });
    return parseProbeOutput(json);
  } catch (error) {
    if (error instanceof FfmpegFailed) return undefined;
    throw error;
  }
}
