// Checking a finished file with ffmpeg itself (the npm build has no ffprobe): it must demux to the end,
// and its header must show the streams and duration we meant to write.

export function probeArgs(file: string): string[] {
  return ["-v", "info", "-i", file, "-map", "0", "-c", "copy", "-f", "null", "-"];
}

export interface ProbedFilm {
  durationSeconds: number;
  video?: { codec: string; width: number; height: number };
  audio?: { codec: string; sampleRate: number };
  hasSubtitles: boolean;
}

/** Reads the input header ffmpeg prints to stderr; the same lines in 4.1 and 5.1. */
export function parseProbe(stderr: string): ProbedFilm {
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
  const durationSeconds = duration
    ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3])
    : Number.NaN;
  const video = /Stream #0:\d+.*?: Video: (\w+).*?, (\d{2,5})x(\d{2,5})/.exec(stderr);
  const audio = /Stream #0:\d+.*?: Audio: (\w+).*?, (\d+) Hz/.exec(stderr);
  return {
    durationSeconds,
    video: video
      ? { codec: video[1] as string, width: Number(video[2]), height: Number(video[3]) }
      : undefined,
    audio: audio ? { codec: audio[1] as string, sampleRate: Number(audio[2]) } : undefined,
    hasSubtitles: /Stream #0:\d+.*?: Subtitle: mov_text/.test(stderr),
  };
}

/** Why the film is not what was meant, or null. */
export function filmProblem(
  probed: ProbedFilm,
  expected: { seconds: number; width: number; height: number; sampleRate: number },
): string | null {
  if (probed.video?.codec !== "h264") return `no H.264 video (${probed.video?.codec ?? "none"})`;
  if (probed.video.width !== expected.width || probed.video.height !== expected.height) {
    return `picture is ${probed.video.width}x${probed.video.height}`;
  }
  if (probed.audio?.codec !== "aac" || probed.audio.sampleRate !== expected.sampleRate)
    return "no 48 kHz AAC audio";
  if (!probed.hasSubtitles) return "no caption track";
  // The header's duration has 10 ms steps; a frame is 33 ms.
  if (!(Math.abs(probed.durationSeconds - expected.seconds) <= 0.05)) {
    return `lasts ${probed.durationSeconds} s instead of ${expected.seconds} s`;
  }
  return null;
}
