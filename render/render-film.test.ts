// Renders real films from the short test template with both ffmpeg builds and Santa's offline voice, and
// checks them as a player and a listener would: the picture, the captions, and the voice on its own stem.
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { filterValue } from "./ffmpeg/filter-escape.ts";
import { fontFile } from "./scenes/fonts.ts";
import { renderFilm } from "./render-film.ts";
import { cardLines } from "./scenes/card-layout.ts";
import { type PreparedTemplate, artPath } from "./template/prepared-template.ts";
import {
  FFMPEG_BUILDS,
  TEST_CHILD,
  cuesOf,
  ffprobe,
  frameHashes,
  shortTemplate,
  scratchWithPhotos,
  topLevelBoxes,
} from "./render-film.test-support.ts";

const { scratch, input } = scratchWithPhotos();

/** The words of the sleigh storyline's first line in English: a fixed line, the same for every child. */
function firstLine(template: PreparedTemplate): string {
  const storyline = template.manifest.storylines.find((s) => s.id === "sleigh")!;
  const script = storyline.languages.en.script;
  const first = storyline.scenes.flatMap((scene) => script.scenes[scene] ?? [])[0]!;
  if (first.kind !== "fixed")
    throw new Error("the short template's sleigh storyline opens with a fixed line");
  return first.say;
}

/** The voice stem's samples (mono, 48 kHz), which the renderer leaves in its work folder. */
function stemSamples(workDir: string): Float32Array {
  const raw = execFileSync(
    "/usr/bin/ffmpeg",
    [
      ...["-v", "error", "-i", path.join(workDir, "film-render", "voice.wav")],
      ...["-f", "f32le", "-ac", "1", "-ar", "48000", "-"],
    ],
    { maxBuffer: 1 << 28 },
  );
  return new Float32Array(raw.buffer, raw.byteOffset, raw.byteLength / 4);
}

const rms = (samples: Float32Array, from: number, to: number) => {
  const part = samples.subarray(Math.round(from * 48000), Math.round(to * 48000));
  return Math.sqrt(part.reduce((sum, s) => sum + s * s, 0) / Math.max(1, part.length));
};

/** ffmpeg's EBU R 128 reading of a film's sound, or of `seconds` of it from `from`: integrated loudness and true peak. */
function loudnessOf(
  film: string,
  span?: { from: number; seconds: number },
): { integrated: number; truePeak: number } {
  const cut = span ? `-ss ${span.from.toFixed(3)} -t ${span.seconds.toFixed(3)}` : "";
  const out = execFileSync(
    "sh",
    [
      "-c",
      `/usr/bin/ffmpeg -hide_banner -nostats ${cut} -i "$1" -map 0:a -af ebur128=peak=true:framelog=verbose -f null - 2>&1`,
      "sh",
      film,
    ],
    { encoding: "utf8" },
  );
  const summary = out.slice(out.lastIndexOf("Summary:"));
  return {
    integrated: Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]),
    truePeak: Number(/Peak:\s+(-?[\d.]+) dBFS/.exec(summary)?.[1]),
  };
}

describe.each(FFMPEG_BUILDS)("a film rendered with $label", ({ path: ffmpeg, label }) => {
  let template: PreparedTemplate;
  let film: Awaited<ReturnType<typeof renderFilm>>;
  let work: string;
  const percents: number[] = [];

  beforeAll(async () => {
    template = await shortTemplate();
    const name = label.startsWith("Debian") ? "debian" : "npm";
    const nameRecording = path.join(scratch, `${name}-name.wav`);
    // Stands in for a recording of the name: a short two-tone chime.
    execFileSync("/usr/bin/ffmpeg", [
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      "sine=f=660:d=0.6,afade=t=out:st=0.4:d=0.2",
      "-y",
      nameRecording,
    ]);
    // Stands in for Santa's own recording of the film's first line: a lower chime.
    const lineRecording = path.join(scratch, `${name}-line.wav`);
    execFileSync("/usr/bin/ffmpeg", [
      ...["-v", "error", "-f", "lavfi", "-i", "sine=f=440:d=1.5,afade=t=out:st=1.2:d=0.3"],
      ...["-y", lineRecording],
    ]);
    const options = input(template, ffmpeg, name, { onProgress: (p) => percents.push(p) });
    const recordedLine = async (words: string) => (words === firstLine(template) ? lineRecording : undefined);
    options.voice = { ...options.voice, nameRecording, recordedLine };
    work = path.join(options.workDir, "film-render");
    film = await renderFilm(options);
  }, 180_000);

  it("is Full HD H.264 High at 30 fps with 48 kHz AAC and a caption track, its personal scenes grown to fit Santa's lines", () => {
    const { streams, format } = ffprobe(film.videoPath);
    const video = streams.find((s) => s.codec_type === "video");
    const audio = streams.find((s) => s.codec_type === "audio");
    expect(video).toMatchObject({
      codec_name: "h264",
      profile: "High",
      pix_fmt: "yuv420p",
      width: 1920,
      height: 1080,
      r_frame_rate: "30/1",
    });
    expect(audio).toMatchObject({ codec_name: "aac", sample_rate: "48000" });
    expect(streams.some((s) => s.codec_type === "subtitle" && s.codec_name === "mov_text")).toBe(true);
    // The manifest's 26 s, and more: the title, list and message cards grow to what Santa says on them.
    expect(film.durationSeconds).toBeGreaterThan(26);
    expect(Number.isInteger(Math.round(film.durationSeconds * 30 * 1000) / 1000)).toBe(true);
    expect(Math.abs(Number(format.duration) - film.durationSeconds)).toBeLessThanOrEqual(1 / 30);
    expect(Math.abs(Number(video?.duration) - Number(audio?.duration))).toBeLessThanOrEqual(0.05);
  });

  it(
    "starts with its index (moov before mdat) and decodes without a single error",
    { timeout: 60_000 },
    () => {
      const boxes = topLevelBoxes(film.videoPath);
      expect(boxes.indexOf("moov")).toBeLessThan(boxes.indexOf("mdat"));
      const errors = execFileSync(
        "/usr/bin/ffmpeg",
        ["-v", "error", "-i", film.videoPath, "-f", "null", "-"],
        { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
      );
      expect(errors).toBe("");
    },
  );

  it(
    "shows every frame exactly as its own segment decodes it, across every join",
    { timeout: 120_000 },
    () => {
      // The pieces the film was joined from: personal scenes, and each fixed scene's reel, itself joined
      // from the footage's GOP chunks and Santa's shots (the list the renderer writes for each).
      const listed = (list: string) =>
        [...readFileSync(list, "utf8").matchAll(/^file 'file:(.*)'$/gm)].map((match) =>
          (match[1] as string).replace(/'\\''/g, "'"),
        );
      const joined = listed(path.join(work, "segments.ffconcat"));
      const reels = joined.filter((file) => path.basename(file).startsWith("reel-"));
      expect(reels.length).toBeGreaterThan(0);
      const files = joined.flatMap((file) =>
        reels.includes(file)
          ? listed(path.join(work, "segments", `${path.basename(file, ".mp4")}.ffconcat`))
          : [file],
      );
      expect(files.some((file) => file.includes(`${path.sep}santa-shots${path.sep}`))).toBe(true);
      const expected = files.flatMap(frameHashes);
      expect(expected).toHaveLength(Math.round(film.durationSeconds * 30));
      expect(frameHashes(film.videoPath)).toEqual(expected);
    },
  );

  it("writes WebVTT captions of Santa's lines beside the film, and the other language's in the same scenes", () => {
    const vtt = readFileSync(film.captionsPath, "utf8");
    expect(vtt.startsWith("WEBVTT\n")).toBe(true);
    const cues = cuesOf(vtt);
    expect(cues.map((cue) => cue.text)).toContain("Hi, José O'Connor!");
    expect(cues.map((cue) => cue.text)).toContain(
      "Well done: Learned to ride a bike and Helped Grandma bake cookies.",
    );
    expect(vtt).not.toContain("{name}");
    expect(film.otherCaptions).toEqual([
      { language: "es", path: film.captionsPath.replace(/\.vtt$/, ".es.vtt") },
    ]);
    const spanish = cuesOf(readFileSync(film.otherCaptions[0]!.path, "utf8"));
    expect(spanish.map((cue) => cue.text)).toContain("¡Hola, José O'Connor!");
    // The same scenes: the first line of the film and the title's start at the same moments.
    const title = (list: typeof cues, text: string) => list.find((cue) => cue.text === text)?.start;
    expect(spanish[0]?.start).toBe(cues[0]?.start);
    expect(title(spanish, "¡Hola, José O'Connor!")).toBe(title(cues, "Hi, José O'Connor!"));
    expect(Math.max(...spanish.map((cue) => cue.end))).toBeLessThanOrEqual(film.durationSeconds);
    expect(readdirSync(path.dirname(film.videoPath)).sort()).toEqual(["film.es.vtt", "film.mp4", "film.vtt"]);
  });

  it("has Santa speaking within 200 ms of each caption, and silent between his lines", () => {
    const stem = stemSamples(path.dirname(work));
    const cues = cuesOf(readFileSync(film.captionsPath, "utf8"));
    expect(stem.length / 48000).toBeCloseTo(film.durationSeconds, 2);
    const loud = 10 ** (-50 / 20);
    for (const [index, cue] of cues.entries()) {
      const from = Math.round((cue.start - 0.2) * 48000);
      const onset = stem.findIndex((s, i) => i >= from && Math.abs(s) > loud) / 48000;
      expect(
        Math.abs(onset - cue.start),
        `cue ${index} "${cue.text}" at ${cue.start} s, speech at ${onset} s`,
      ).toBeLessThanOrEqual(0.2);
      const next = cues[index + 1];
      // Between two lines, digital silence: nothing of a phrase leaks past its end.
      if (next && next.start - cue.end > 0.3) expect(rms(stem, cue.end + 0.05, next.start - 0.25)).toBe(0);
    }
    expect(rms(stem, cues[0]!.start, cues[0]!.end)).toBeGreaterThan(0.02);
  });

  it("says the recorded name where the name is said, and Santa's recorded line in place of the voice", () => {
    const stem = stemSamples(path.dirname(work));
    const cues = cuesOf(readFileSync(film.captionsPath, "utf8"));
    // Goertzel at a chime's pitch: how much of the cue's sound is that recording.
    const band = (hz: number) => (cue: (typeof cues)[number]) => {
      const part = stem.subarray(Math.round(cue.start * 48000), Math.round(cue.end * 48000));
      const k = (2 * Math.PI * hz) / 48000;
      let s1 = 0;
      let s2 = 0;
      for (const sample of part) [s1, s2] = [sample + 2 * Math.cos(k) * s1 - s2, s1];
      return Math.sqrt(s1 * s1 + s2 * s2 - 2 * Math.cos(k) * s1 * s2) / part.length;
    };
    const named = cues.filter((cue) => cue.text.includes("José O'Connor"));
    const others = cues.filter((cue) => !cue.text.includes("José O'Connor"));
    expect(named).toHaveLength(2);
    expect(Math.min(...named.map(band(660)))).toBeGreaterThan(Math.max(...others.map(band(660))) * 4);

    const recorded = cues.filter((cue) => cue.text === firstLine(template));
    const said = cues.filter((cue) => cue.text !== firstLine(template));
    expect(recorded).toHaveLength(1);
    expect(band(440)(recorded[0]!)).toBeGreaterThan(Math.max(...said.map(band(440))) * 4);
    expect(film.speech.voices.map((voice) => voice.engine).sort()).toEqual(["festival", "recording"]);
    expect(film.speech.fallbacks).toEqual([]);
  });

  it("is at −16 LUFS (±1) with the true peak under −1 dBTP", { timeout: 60_000 }, () => {
    const { integrated, truePeak } = loudnessOf(film.videoPath);
    expect(Math.abs(integrated + 16)).toBeLessThanOrEqual(1);
    expect(truePeak).toBeLessThanOrEqual(-1);
  });

  it("keeps the music a bed, at least 6 LU under Santa, where he is silent", { timeout: 60_000 }, () => {
    const cues = cuesOf(readFileSync(film.captionsPath, "utf8"));
    const gaps = cues
      .slice(1)
      .map((cue, index) => ({ from: cues[index]!.end + 0.2, seconds: cue.start - cues[index]!.end - 0.4 }));
    const gap = gaps.reduce((longest, next) => (next.seconds > longest.seconds ? next : longest));
    expect(gap.seconds).toBeGreaterThan(0.5);
    const longest = cues.reduce((a, b) => (b.end - b.start > a.end - a.start ? b : a));
    const speech = loudnessOf(film.videoPath, {
      from: longest.start,
      seconds: longest.end - longest.start,
    }).integrated;
    const music = loudnessOf(film.videoPath, gap).integrated;
    expect(speech - music).toBeGreaterThanOrEqual(6);
  });

  it("reports progress rising to 100", () => {
    expect(percents.at(-1)).toBe(100);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
  });

  it(
    "draws the name with its accent and apostrophe, like a reference frame drawn from the same text",
    { timeout: 60_000 },
    () => {
      // 1.5 s into the title card (3–5 s): both lines fully faded in, the fade out not yet begun.
      const frame = path.join(scratch, `${label}-title.png`);
      execFileSync("/usr/bin/ffmpeg", [
        "-v",
        "error",
        "-ss",
        "4.5",
        "-i",
        film.videoPath,
        "-frames:v",
        "1",
        "-y",
        frame,
      ]);
      const reference = (name: string) => {
        const file = path.join(scratch, `${label}-ref-${name.length}-${name.charCodeAt(3)}.png`);
        const draws = cardLines("title", { ...TEST_CHILD, name }, template.manifest.languages.en, "en").map(
          (line, at) => {
            const text = path.join(scratch, `${label}-ref-${at}.txt`);
            writeFileSync(text, line.text);
            return `drawtext=fontfile=${filterValue(fontFile(line.font))}:textfile=${filterValue(text)}:fontsize=${line.size}:fontcolor=0x${line.colour.slice(1)}:borderw=${Math.max(2, Math.round(line.size / 24))}:bordercolor=0x${line.outline.slice(1)}:x=${line.centreX}-text_w/2:y=${line.baseline}-max_glyph_a`;
          },
        );
        const titleArt =
          template.manifest.scenes.title?.kind === "title" ? template.manifest.scenes.title.art : "";
        execFileSync("/usr/bin/ffmpeg", [
          "-v",
          "error",
          "-i",
          artPath(template, titleArt),
          "-vf",
          draws.join(","),
          "-frames:v",
          "1",
          "-y",
          file,
        ]);
        return file;
      };
      // PSNR over the page under the child's portrait, where the name and age are drawn.
      const score = (a: string, b: string) => {
        const result = execFileSync(
          "sh",
          [
            "-c",
            `/usr/bin/ffmpeg -i "$1" -i "$2" -filter_complex "[0:v]crop=960:420:890:540,format=yuv444p[a];[1:v]crop=960:420:890:540,format=yuv444p[b];[a][b]psnr" -f null - 2>&1`,
            "sh",
            a,
            b,
          ],
          { encoding: "utf8" },
        );
        return Number(/average:([\d.]+|inf)/.exec(result)?.[1]);
      };
      const same = score(frame, reference(TEST_CHILD.name));
      const unaccented = score(frame, reference("Jose O'Connor"));
      expect(same).toBeGreaterThan(30);
      expect(same).toBeGreaterThan(unaccented + 1);
    },
  );
});
