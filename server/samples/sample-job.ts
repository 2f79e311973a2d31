// A sample film's render: one of the six fictional children, in one language, made by the same
// renderer as a customer's film (with the samples template) and stored under the library's version.
// It shares the render queue with customers' films at a lower priority, and renders only once its
// template is prepared (sample-template.ts), so it never delays one by more than its own short render.
import { createReadStream } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import { z } from "zod";
import { LANGUAGES } from "#domain/language.ts";
import type { FilmRenderer } from "../films/film-renderer.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { SAMPLE_CHILDREN } from "./sample-children.ts";
import { sampleFiles, type SampleRef } from "./sample-library.ts";
import { writeSamplePhotos } from "./sample-photos.ts";
import type { SampleTemplate } from "./sample-template.ts";

export const sampleJobSchema = z.object({
  index: z
    .number()
    .int()
    .min(0)
    .max(SAMPLE_CHILDREN.length - 1),
  language: z.enum(LANGUAGES),
});

/** Below a customer's film (priority 0), which pg-boss fetches first. */
export const SAMPLE_PRIORITY = -10;

export interface SampleJobDeps {
  storage: FileStorage;
  sampleRenderer: FilmRenderer;
  /** Prepared in the background, never in a render slot. */
  sampleTemplate: SampleTemplate;
  sampleVersion: string;
  renderTmpDir: string;
  logger: Pick<Logger, "info">;
}

export async function renderSampleJob(ref: SampleRef, deps: SampleJobDeps): Promise<{ outcome: string }> {
  const files = sampleFiles(deps.sampleVersion, ref);
  if ((await deps.storage.size(files.video)) !== undefined) return { outcome: "already_made" };
  const child = SAMPLE_CHILDREN[ref.index];
  if (!child) return { outcome: "no_such_sample" };
  // The slot is given back at once: the sample is asked for again once its template is prepared.
  if (!deps.sampleTemplate.prepared()) {
    deps.sampleTemplate.prepare(ref);
    return { outcome: "template_preparing" };
  }
  await mkdir(deps.renderTmpDir, { recursive: true });
  const workDir = await mkdtemp(path.join(deps.renderTmpDir, "sample-"));
  try {
    const photosDir = path.join(workDir, "photos");
    await mkdir(photosDir);
    const rendered = await deps.sampleRenderer.render({
      child: child.details[ref.language],
      looks: child.looks,
      language: ref.language,
      storyline: child.storyline,
      siblingIndex: ref.index,
      photos: await writeSamplePhotos(child.photoArt, photosDir),
      workDir: path.join(workDir, "render"),
      outputPath: path.join(workDir, "film.mp4"),
      onProgress: () => {},
    });
    // The film last: its presence is what says the sample is made.
    await deps.storage.put(files.captions, createReadStream(rendered.captionsPath));
    await deps.storage.put(files.video, createReadStream(rendered.videoPath));
    deps.logger.info({ sample: ref.index + 1, language: ref.language }, "sample film made");
    return { outcome: "made" };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
