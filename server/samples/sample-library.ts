// The landing page's six sample films, in each language: where each is stored, whether it is made
// yet, and asking the render queue for the ones that are not. They are made by the shop's own
// renderer on first use (decision 013) and kept in file storage under a version, so a change to
// the children, the captions or the template makes them again instead of serving stale ones.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { LANGUAGES, type Language } from "#domain/language.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { SAMPLE_CHILDREN } from "./sample-children.ts";

export interface SampleRef {
  /** 0-based, in the example cards' order. */
  index: number;
  language: Language;
}

export interface SampleFiles {
  video: string;
  captions: string;
}

export function sampleFiles(version: string, { index, language }: SampleRef): SampleFiles {
  const base = `samples/${version}/${index + 1}-${language}`;
  return { video: `${base}.mp4`, captions: `${base}.vtt` };
}

// Raised when what a sample's render makes changes in a way the template's files do not show:
// 2 is Santa speaking (decision 046), 3 Santa on screen (decision 052): the samples made before are
// made again.
const SAMPLE_RENDER_VERSION = 3;

/**
 * Every file of the template folder by its contents, and the children. Not by times: the same
 * template checked out on two machines must give web processes and workers one version, so they
 * agree on the samples' keys in a shared bucket, and a clip replaced by one of the same size must
 * remake them.
 */
export async function sampleVersion(templateDir: string): Promise<string> {
  const hash = createHash("sha256");
  hash.update(`${SAMPLE_RENDER_VERSION}\n${JSON.stringify(SAMPLE_CHILDREN)}\n`);
  const files = (await readdir(templateDir, { recursive: true })).sort();
  for (const file of files) {
    const full = path.join(templateDir, file);
    if (!(await stat(full)).isFile()) continue;
    hash.update(`${file}:${await contentHash(full)}\n`);
  }
  return hash.digest("hex").slice(0, 12);
}

/** A file's SHA-256, read as a stream: a template's footage can be hundreds of megabytes. */
async function contentHash(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

export interface SampleLibrary {
  /**
   * The stored film and captions of one sample, with the film's size; undefined while it is not
   * made yet, in which case it is asked for (once: the queue holds one job per sample).
   */
  find(ref: SampleRef): Promise<(SampleFiles & { videoBytes: number }) | undefined>;
  /** Asks for every sample not made yet; how many were missing. */
  queueMissing(): Promise<number>;
}

export function createSampleLibrary({
  storage,
  version,
  queue,
}: {
  storage: FileStorage;
  version: string;
  queue: (ref: SampleRef) => Promise<unknown>;
}): SampleLibrary {
  async function find(ref: SampleRef) {
    const files = sampleFiles(version, ref);
    const videoBytes = await storage.size(files.video);
    if (videoBytes !== undefined) return { ...files, videoBytes };
    await queue(ref);
    return undefined;
  }
  return {
    find,
    async queueMissing() {
      const refs = SAMPLE_CHILDREN.flatMap((_, index) => LANGUAGES.map((language) => ({ index, language })));
      const missing = await Promise.all(refs.map(async (ref) => (await find(ref)) === undefined));
      return missing.filter(Boolean).length;
    },
  };
}
