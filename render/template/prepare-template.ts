// Preparing a template once per data dir: fixed clips encoded at the locked settings, art rasterised,
// each storyline's music made one continuous FLAC and its loudness measured (storyline-music.ts).
// Cached under DATA_DIR/templates/<id>-<content key>, and shared through file storage when given one
// (decision 055). What a prepared template is, and where its files lie: prepared-template.ts.
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { SegmentMismatch, TemplateMediaMissing } from "../runs/errors.ts";
import { FILM, framesOf } from "../ffmpeg/encoder-settings.ts";
import { type ParameterSets, parameterSetMismatch, readParameterSets } from "../ffmpeg/parameter-sets.ts";
import { runFfmpeg } from "../ffmpeg/run-ffmpeg.ts";
import { type EncodeTask, longestFirst, runLimited, type Task } from "../runs/run-limited.ts";
import { cardArtSvg } from "./card-art.ts";
import { santaAtDeskSvg } from "../santa/santa-art.ts";
import { writeSantaSprites } from "../santa/santa-sprites.ts";
import {
  type ArtPlaceholder,
  type FootagePlaceholder,
  type Manifest,
  loadManifest,
} from "../manifest/manifest-schema.ts";
import { clipChunksArgs, fixedClipArgs } from "./prepare-args.ts";
import { placeholderFootage } from "./placeholder-media.ts";
import {
  type PreparedLocation,
  type PreparedTemplate,
  audioPath,
  artPath,
  clipChunkPath,
  clipPath,
  storylineSeconds,
} from "./prepared-template.ts";
import type { SharedTemplateName, SharedTemplates } from "./shared-templates.ts";
import { storylineMusic } from "./storyline-music.ts";
import { sourceDigests, templateContentKey } from "./template-key.ts";

interface PrepareOptions {
  ffmpeg: string;
  templateDir: string;
  /** Prepared templates are kept under `<dataDir>/templates/`. */
  dataDir: string;
  signal?: AbortSignal;
  /** Told each step as it finishes, for a log. */
  onStep?: (message: string) => void;
  /** Where machines share prepared templates: one another machine prepared is fetched, not prepared again. */
  shared?: SharedTemplates;
  /**
   * Each ffmpeg step's limit in place of its own from its clip's length, as `renderFilm` takes one
   * (a test holds every step to a short one: run-limit.ts).
   */
  timeoutSeconds?: number;
}

/** What preparing learns about its files, kept beside them in `prepared.json`. */
type PreparedFacts = Pick<PreparedTemplate, "parameterSets" | "musicLoudness">;

/** Where the template in `templateDir` is prepared, found from its manifest and source files alone. */
export async function preparedLocation(
  templateDir: string,
  dataDir: string,
  manifest = loadManifest(templateDir),
): Promise<PreparedLocation> {
  const contentKey = templateContentKey(manifest, await sourceDigests(templateDir, manifest));
  return {
    name: `${manifest.id}/${contentKey}`,
    dir: path.join(dataDir, "templates", `${manifest.id}-${contentKey}`),
  };
}

export async function prepareTemplate(options: PrepareOptions): Promise<PreparedTemplate> {
  const { templateDir, dataDir, shared, onStep } = options;
  const manifest = loadManifest(templateDir);
  const { name, dir } = await preparedLocation(templateDir, dataDir, manifest);
  const found = {
    name,
    manifest,
    templateDir,
    dir,
    storylineIds: manifest.storylines.map((s) => s.id),
    ...(shared && { shots: shared.shots(name) }),
  };
  if (existsSync(path.join(dir, "prepared.json"))) return { ...found, ...(await readFacts(dir)) };

  // Made beside the final folder and renamed into place: a crash never leaves half a template.
  const building = `${dir}.building-${randomUUID()}`;
  try {
    if (shared && (await shared.fetch(name, building))) {
      await moveIntoPlace(building, dir);
      onStep?.(`fetched from file storage (${name})`);
      return { ...found, ...(await readFacts(dir)) };
    }
    await rm(building, { recursive: true, force: true });
    const facts = await prepareInto(building, name, manifest, options);
    await moveIntoPlace(building, dir);
    await shared?.keep(name, dir);
    return { ...found, ...facts };
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    throw error;
  }
}

async function readFacts(dir: string): Promise<PreparedFacts> {
  const { parameterSets, musicLoudness } = JSON.parse(
    await readFile(path.join(dir, "prepared.json"), "utf8"),
  ) as PreparedFacts;
  return { parameterSets, musicLoudness };
}

async function moveIntoPlace(building: string, dir: string): Promise<void> {
  try {
    await rename(building, dir);
  } catch (error) {
    // Another process prepared or fetched the same template meanwhile: theirs is as good as ours.
    if (!existsSync(path.join(dir, "prepared.json"))) throw error;
    await rm(building, { recursive: true, force: true });
  }
}

async function prepareInto(
  building: string,
  name: SharedTemplateName,
  manifest: Manifest,
  { ffmpeg, templateDir, signal, onStep, timeoutSeconds }: PrepareOptions,
): Promise<PreparedFacts> {
  const draft: PreparedTemplate = {
    name,
    manifest,
    templateDir,
    dir: building,
    parameterSets: { sps: "", pps: "" },
    storylineIds: manifest.storylines.map((s) => s.id),
    musicLoudness: {},
  };
  await Promise.all(
    ["clips", "art", "audio"].map((sub) => mkdir(path.join(building, sub), { recursive: true })),
  );
  const clips: EncodeTask[] = [];
  const tasks: Task<void>[] = [
    (abort) => writeSantaSprites(building, ffmpeg, { timeoutSeconds: timeoutSeconds ?? 120, signal: abort }),
  ];
  const used = new Set(manifest.storylines.flatMap((s) => s.scenes));
  for (const [id, scene] of Object.entries(manifest.scenes)) {
    if (!used.has(id)) continue;
    if (scene.kind === "fixed") {
      const frames = framesOf(scene.seconds);
      clips.push({
        frames,
        run: async (abort) => {
          const own = path.join(templateDir, scene.clip);
          const stills = path.join(building, `footage-${id}`);
          const source = existsSync(own)
            ? { file: own }
            : scene.placeholder
              ? { lavfi: await writeFootage(scene.placeholder, scene.seconds, stills) }
              : undefined;
          if (!source) throw new TemplateMediaMissing(own);
          await runFfmpeg(ffmpeg, fixedClipArgs(source, frames, clipPath(draft, id)), {
            step: `preparing clip ${id}`,
            timeoutSeconds: timeoutSeconds ?? 120 + scene.seconds * 10,
            signal: abort,
          });
          await rm(stills, { recursive: true, force: true });
          const chunks = path.dirname(clipChunkPath(draft, id, 0));
          await mkdir(chunks, { recursive: true });
          await runFfmpeg(ffmpeg, clipChunksArgs(clipPath(draft, id), frames, chunks), {
            step: `cutting clip ${id} at its keyframes`,
            timeoutSeconds: timeoutSeconds ?? 120,
            signal: abort,
          });
          onStep?.(`clip ${id} (${scene.seconds} s)`);
        },
      });
    } else {
      tasks.push(() => writeArt(draft, scene.art, scene.artPlaceholder));
      if (scene.kind === "photos")
        tasks.push(() => writeArt(draft, scene.emptyArt, scene.emptyArtPlaceholder));
    }
  }
  const music = storylineMusic({
    ffmpeg,
    manifest,
    templateDir,
    audioDir: path.join(building, "audio"),
    seconds: (storylineId) => storylineSeconds(manifest, storylineId),
    output: (storylineId, language) => audioPath(draft, storylineId, language),
    loudness: draft.musicLoudness,
    onStep,
    timeoutSeconds,
  });
  await runLimited([...longestFirst(clips), ...tasks, ...music.tasks], 2, signal);
  await music.cleanUp();

  const parameterSets = await checkClips(draft, used);
  await writeFile(
    path.join(building, "prepared.json"),
    JSON.stringify({ parameterSets, musicLoudness: draft.musicLoudness, fps: FILM.fps }, null, 2),
  );
  return { parameterSets, musicLoudness: draft.musicLoudness };
}

/** Rasterises a placeholder clip's stills into `dir`; returns the lavfi graph that animates them. */
async function writeFootage(kind: FootagePlaceholder, seconds: number, dir: string): Promise<string> {
  const { stills, lavfi } = placeholderFootage(kind, seconds, dir);
  await mkdir(dir, { recursive: true });
  // Read once by ffmpeg and thrown away: the fastest compression is enough.
  await Promise.all(
    stills.map((still) => sharp(Buffer.from(still.svg)).png({ compressionLevel: 1 }).toFile(still.file)),
  );
  return lavfi;
}

async function writeArt(
  template: PreparedTemplate,
  art: string,
  placeholder: ArtPlaceholder | undefined,
): Promise<void> {
  const own = path.join(template.templateDir, art);
  const input = existsSync(own) ? own : placeholder ? Buffer.from(cardArtSvg(placeholder)) : undefined;
  if (!input) throw new TemplateMediaMissing(own);
  // Santa sits at his desk in every personal scene, whether the art is the template's own or ours.
  const scene = await sharp(input)
    .resize(FILM.width, FILM.height, { fit: "cover" })
    .flatten({ background: "#000000" })
    .toBuffer();
  await sharp(scene)
    .composite([{ input: Buffer.from(santaAtDeskSvg()) }])
    .png()
    .toFile(artPath(template, art));
}

/** Every fixed clip must carry the same SPS/PPS; the first one's become the template's. */
async function checkClips(template: PreparedTemplate, used: Set<string>): Promise<ParameterSets> {
  let expected: ParameterSets | undefined;
  for (const [id, scene] of Object.entries(template.manifest.scenes)) {
    if (scene.kind !== "fixed" || !used.has(id)) continue;
    const sets = await readParameterSets(clipPath(template, id));
    if (!sets) throw new SegmentMismatch(id, "no SPS/PPS found");
    expected ??= sets;
    const mismatch = parameterSetMismatch(expected, sets);
    if (mismatch) throw new SegmentMismatch(id, mismatch);
  }
  if (!expected) throw new SegmentMismatch(template.manifest.id, "a template needs at least one fixed clip");
  return expected;
}
