// Prepared film templates kept in file storage by content key, so a new worker fetches one in seconds
// instead of preparing it for minutes (decision 055). `templates/<id>/<content key>/…` holds the
// prepared files and Santa's shots; `templates/<id>/<content key>.json` lists the prepared files with
// their SHA-256 and is written last, so a set without it (an upload cut short) is never taken.
import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Logger } from "pino";
import { z } from "zod";
import { runLimited } from "#render/runs/run-limited.ts";
import type { SharedShots, SharedTemplates } from "#render/template/shared-templates.ts";
import { fileDigest } from "#render/template/template-key.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { assertStorageKey } from "../storage/storage-keys.ts";

/** The folder of file storage that holds them: no row names these files, and the orphan sweep leaves it alone. */
export const TEMPLATES_PREFIX = "templates";

/** Films add their shots of Santa to the prepared folder; those are stored one by one, not in its set. */
const SHOTS_FOLDER = "santa-shots";

/** Files moved at once: a bucket answers each request in milliseconds, a disk is not the limit. */
const AT_ONCE = 4;

const listingSchema = z.object({
  files: z.array(
    z.object({
      path: z.string().refine(isStoredPath, "not a plain relative path"),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});
type Listing = z.infer<typeof listingSchema>;

function isStoredPath(relative: string): boolean {
  try {
    assertStorageKey(relative);
    return true;
  } catch {
    return false;
  }
}

/** A downloaded file whose bytes are not those its listing names (two uploads of one set crossed). */
class StoredTemplateDiffers extends Error {
  constructor(key: string) {
    super(`${key} differs from its listing`);
    this.name = "StoredTemplateDiffers";
  }
}

/** Writes the stored `key` to `file` through a temp file beside it: `file` is whole or absent. */
async function download(storage: FileStorage, key: string, file: string): Promise<boolean> {
  const stream = await storage.read(key);
  if (!stream) return false;
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    await pipeline(stream, createWriteStream(temp, { flags: "wx" }));
    await rename(temp, file);
    return true;
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** The prepared folder's files, as storage paths, without the shots films added to it. */
async function preparedFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((relative) => !relative.startsWith(`${SHOTS_FOLDER}/`))
    .sort();
}

async function readListing(storage: FileStorage, key: string): Promise<Listing | undefined> {
  const stream = await storage.read(key);
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return listingSchema.parse(JSON.parse(Buffer.concat(chunks).toString("utf8")));
}

/**
 * The shared templates on `storage`. Storage that fails is logged and worked around, never a failed
 * render: a template not fetched is prepared here, one not kept is prepared again by the next machine.
 */
export function storedTemplates(storage: FileStorage, logger: Pick<Logger, "warn">): SharedTemplates {
  const folder = (name: string) => `${TEMPLATES_PREFIX}/${name}`;
  return {
    async fetch(name, dir) {
      try {
        const listing = await readListing(storage, `${folder(name)}.json`);
        if (!listing) return false;
        const missing: string[] = [];
        await runLimited(
          listing.files.map((file) => async () => {
            const key = `${folder(name)}/${file.path}`;
            const local = path.join(dir, ...file.path.split("/"));
            if (!(await download(storage, key, local))) {
              missing.push(key);
              return;
            }
            // Two machines that prepared at once may have crossed their uploads; their encodings can differ.
            if ((await fileDigest(local)) !== file.sha256) throw new StoredTemplateDiffers(key);
          }),
          AT_ONCE,
        );
        if (missing.length > 0) logger.warn({ template: name, missing }, "stored template incomplete");
        return missing.length === 0;
      } catch (error) {
        logger.warn({ err: error, template: name }, "stored template not fetched; preparing it here");
        return false;
      }
    },

    async keep(name, dir) {
      try {
        const listing: Listing = {
          files: await runLimited(
            (await preparedFiles(dir)).map((relative) => async () => {
              const local = path.join(dir, ...relative.split("/"));
              const sha256 = await fileDigest(local);
              await storage.put(`${folder(name)}/${relative}`, createReadStream(local));
              return { path: relative, sha256 };
            }),
            AT_ONCE,
          ),
        };
        await storage.put(`${folder(name)}.json`, Buffer.from(JSON.stringify(listing)));
      } catch (error) {
        logger.warn({ err: error, template: name }, "prepared template not kept in storage");
      }
    },

    shots(name): SharedShots {
      const shotKey = (key: string) => `${folder(name)}/${SHOTS_FOLDER}/${key}.mp4`;
      return {
        async fetch(key, file) {
          try {
            return await download(storage, shotKey(key), file);
          } catch (error) {
            logger.warn({ err: error, template: name, shot: key }, "Santa's shot not fetched; encoding it");
            return false;
          }
        },
        async keep(key, file) {
          try {
            await storage.put(shotKey(key), createReadStream(file));
          } catch (error) {
            logger.warn({ err: error, template: name, shot: key }, "Santa's shot not kept in storage");
          }
        },
      };
    },
  };
}
