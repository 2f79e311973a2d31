// The template sweep on the disk and on the tests' S3-API server, with sets of made-up files (no
// template is prepared): a set no renderer uses is marked, kept through the grace, then deleted whole,
// its listing first, so that one deleted half-way is never fetched; the set in use stays, and one used
// again loses its mark; a write to a marked set keeps it; a failed delete stops no other set; nothing
// is touched while a renderer cannot say which set it uses. Under DATA_DIR/templates likewise, and a
// stopped preparation's `.building-` folder goes after a day.
import { randomBytes } from "node:crypto";
import { cp, mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadManifest } from "#render/manifest/manifest-schema.ts";
import { preparedLocation } from "#render/template/prepare-template.ts";
import { templateSources } from "#render/template/template-key.ts";
import type { Db } from "../db/client.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { ffmpegTools } from "#render/ffmpeg/locate-ffmpeg.ts";
import { createFilmRenderer, type FilmRenderer } from "../films/film-renderer.ts";
import { santaVoices } from "../films/santa-voices.ts";
import { templateFolder } from "./template-folders.ts";
import { createFilmLines } from "../lines/film-lines.ts";
import { createFilmNames } from "../names/film-names.ts";
import { createDiskStorage } from "../storage/disk-storage.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { createS3Storage } from "../storage/s3-storage.ts";
import { withS3TestServer } from "../storage/s3-test-server.test-support.ts";
import { storedTemplates, TEMPLATES_PREFIX } from "./stored-templates.ts";
import { BUILDING_STALE_MS, sweepTemplates, TEMPLATE_GRACE_MS } from "./template-sweep.ts";

const root = await mkdtemp(path.join(tmpdir(), "template-sweep-"));
const s3 = withS3TestServer();
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const quiet = { info: () => {}, warn: () => {} };
const MINUTE = 60_000;
let made = 0;
async function newFolder(name: string): Promise<string> {
  const folder = path.join(root, `${name}-${(made += 1)}`);
  await mkdir(folder);
  return folder;
}

/** A real renderer of `template` on `dataDir`, never asked to prepare unless a test says so. */
function renderer(db: Db, template: string, dataDir: string, storage?: FileStorage): FilmRenderer {
  const files = storage ?? createDiskStorage(path.join(dataDir, "files"));
  const { ffmpeg } = ffmpegTools({ ffmpegPathEnv: "/usr/bin/ffmpeg", pathEnv: "" });
  return createFilmRenderer({
    ffmpeg,
    templateDir: templateFolder(template),
    dataDir,
    ...(storage && { storage }),
    names: createFilmNames({ db, storage: files }),
    lines: createFilmLines({ db, storage: files }),
    voices: santaVoices({ ffmpeg, storage: files }),
  });
}

/** A made-up set name of the short template: as its content key would be for another version. */
const otherSet = () => `short/${randomBytes(16).toString("hex")}`;

/** Stores a made-up set as `keep` would: its files, then its listing. */
async function storeSet(storage: FileStorage, name: string): Promise<void> {
  for (const file of ["prepared.json", "clips/intro.mp4", "santa-shots/f00d.mp4"])
    await storage.put(`${TEMPLATES_PREFIX}/${name}/${file}`, Buffer.from(file));
  await storage.put(`${TEMPLATES_PREFIX}/${name}.json`, Buffer.from(JSON.stringify({ files: [] })));
}

async function storedKeys(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of storage.list(TEMPLATES_PREFIX)) keys.push(entry.key);
  return keys.sort();
}

/** When `key` was last written, as storage says. */
async function writtenAt(storage: FileStorage, key: string): Promise<number> {
  for await (const entry of storage.list(TEMPLATES_PREFIX))
    if (entry.key === key) return entry.modifiedAt.getTime();
  throw new Error(`${key} is not stored`);
}

const keysOf = (keys: string[], name: string) =>
  keys.filter(
    (key) => key.startsWith(`${TEMPLATES_PREFIX}/${name}/`) || key.startsWith(`${TEMPLATES_PREFIX}/${name}.`),
  );

const storages: { kind: string; open: () => Promise<FileStorage> }[] = [
  { kind: "the disk", open: async () => createDiskStorage(await newFolder("files")) },
  { kind: "an S3-API bucket", open: async () => createS3Storage(await s3.newBucket()) },
];

describe("prepared templates' sweep", () => {
  const database = useTestDatabase(testDatabaseDrivers()[0]!);

  describe("a renderer's template location", () => {
    it("is the one its template folder names until it is prepared, then the one prepared", async () => {
      // An operator's template: a copy of the short one, to which the operator may add their own files.
      const templateDir = path.join(await newFolder("template"), "own");
      await cp(templateFolder("short"), templateDir, { recursive: true });
      const dataDir = await newFolder("data");
      const film = renderer(database().db, templateDir, dataDir);
      const before = await film.templateLocation();
      expect(before.name).toMatch(/^short\/[0-9a-f]{32}$/);
      expect(before.dir).toBe(path.join(dataDir, "templates", before.name.replace("/", "-")));

      // Found prepared (as another process of this DATA_DIR would have left it): no ffmpeg runs.
      await mkdir(before.dir, { recursive: true });
      await writeFile(
        path.join(before.dir, "prepared.json"),
        JSON.stringify({ parameterSets: { sps: "", pps: "" }, musicLoudness: {} }),
      );
      await film.ready();
      const own = path.join(templateDir, templateSources(loadManifest(templateDir))[0]!);
      await mkdir(path.dirname(own), { recursive: true });
      await writeFile(own, "the operator's own art");
      // This process renders from what it prepared, not from what the folder would make now.
      expect((await preparedLocation(templateDir, dataDir)).name).not.toBe(before.name);
      expect(await film.templateLocation()).toEqual(before);
    });
  });

  describe.each(storages)("the template sweep on $kind", { timeout: 60_000 }, ({ open }) => {
    let storage: FileStorage;
    let dataDir: string;
    let film: FilmRenderer;
    let inUse: string;
    beforeAll(async () => {
      storage = await open();
      dataDir = await newFolder("data");
      film = renderer(database().db, "short", dataDir, storage);
      inUse = (await film.templateLocation()).name;
      await storeSet(storage, inUse);
    });
    const sweep = (now: number, store: Pick<FileStorage, "list" | "put" | "delete"> = storage) =>
      sweepTemplates({ storage: store, users: [film], logger: quiet }, now);

    it("marks a set no renderer uses, keeps it through the grace, then deletes it whole; the set in use stays", async () => {
      const old = otherSet();
      await storeSet(storage, old);
      const stored = await storedKeys(storage);
      const start = Date.now();

      expect((await sweep(start))?.stored).toEqual({ sets: 2, marked: 1, deleted: 0, failed: 0 });
      expect(await storedKeys(storage)).toEqual([...stored, `${TEMPLATES_PREFIX}/${old}.unused`].sort());
      expect((await sweep(start + TEMPLATE_GRACE_MS - MINUTE))?.stored).toMatchObject({
        marked: 0,
        deleted: 0,
      });
      expect(keysOf(await storedKeys(storage), old)).toHaveLength(5);

      expect((await sweep(start + TEMPLATE_GRACE_MS + MINUTE))?.stored).toEqual({
        sets: 2,
        marked: 0,
        deleted: 1,
        failed: 0,
      });
      expect(keysOf(await storedKeys(storage), old)).toEqual([]);
      expect(keysOf(await storedKeys(storage), inUse)).toHaveLength(4);
    });

    it("keeps a marked set while it is written to: a worker elsewhere stores Santa's shots in it", async () => {
      const elsewhere = otherSet();
      await storeSet(storage, elsewhere);
      await sweep(Date.now());
      const marked = await writtenAt(storage, `${TEMPLATES_PREFIX}/${elsewhere}.unused`);
      // A bucket keeps times to the second.
      await sleep(1100);
      await storage.put(`${TEMPLATES_PREFIX}/${elsewhere}/santa-shots/beef.mp4`, Buffer.from("a new shot"));
      const written = await writtenAt(storage, `${TEMPLATES_PREFIX}/${elsewhere}/santa-shots/beef.mp4`);

      await sweep(marked + TEMPLATE_GRACE_MS);
      expect(keysOf(await storedKeys(storage), elsewhere)).toHaveLength(6);
      await sweep(written + TEMPLATE_GRACE_MS);
      expect(keysOf(await storedKeys(storage), elsewhere)).toEqual([]);
    });

    it("unmarks a set that is used again: a release rolled back", async () => {
      await storage.put(`${TEMPLATES_PREFIX}/${inUse}.unused`, Buffer.alloc(0));
      await sweep(Date.now() + 2 * TEMPLATE_GRACE_MS);
      expect(keysOf(await storedKeys(storage), inUse)).toEqual(
        ["clips/intro.mp4", "prepared.json", "santa-shots/f00d.mp4"]
          .map((file) => `${TEMPLATES_PREFIX}/${inUse}/${file}`)
          .concat(`${TEMPLATES_PREFIX}/${inUse}.json`)
          .sort(),
      );
    });

    it("goes on past a delete that fails; the set it left has no listing, is never fetched, and goes next time", async () => {
      const [broken, other] = [otherSet(), otherSet()];
      await storeSet(storage, broken);
      await storeSet(storage, other);
      const start = Date.now();
      await sweep(start);
      const refused = `${TEMPLATES_PREFIX}/${broken}/clips/intro.mp4`;
      const flaky: Pick<FileStorage, "list" | "put" | "delete"> = {
        list: (prefix) => storage.list(prefix),
        put: (key, source) => storage.put(key, source),
        delete: async (key) => {
          if (key === refused) throw new Error("EBUSY");
          await storage.delete(key);
        },
      };

      const later = start + TEMPLATE_GRACE_MS + MINUTE;
      expect((await sweep(later, flaky))?.stored).toMatchObject({ deleted: 1, failed: 1 });
      expect(keysOf(await storedKeys(storage), other)).toEqual([]);
      expect(keysOf(await storedKeys(storage), broken)).toEqual(
        [refused, `${TEMPLATES_PREFIX}/${broken}.unused`].sort(),
      );
      expect(await storedTemplates(storage, quiet).fetch(broken, await newFolder("fetched"))).toBe(false);

      expect((await sweep(later))?.stored).toMatchObject({ deleted: 1, failed: 0 });
      expect(keysOf(await storedKeys(storage), broken)).toEqual([]);
    });

    it("touches nothing while a renderer cannot say which set it uses", async () => {
      const old = otherSet();
      await storeSet(storage, old);
      const folder = path.join(dataDir, "templates", old.replace("/", "-"));
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, "prepared.json"), "{}");
      const stored = await storedKeys(storage);
      // A template folder without its manifest: which set it makes cannot be known.
      const broken = renderer(database().db, await newFolder("no-template"), dataDir, storage);

      for (const now of [Date.now(), Date.now() + 2 * TEMPLATE_GRACE_MS]) {
        expect(await sweepTemplates({ storage, users: [film, broken], logger: quiet }, now)).toBeUndefined();
      }
      expect(await storedKeys(storage)).toEqual(stored);
      expect(await readdir(path.join(dataDir, "templates"))).toEqual([path.basename(folder)]);
    });
  });

  describe("the template sweep under DATA_DIR/templates", () => {
    it("marks a folder no renderer uses and deletes it after the grace, keeps the one in use, and deletes a stopped preparation's", async () => {
      const dataDir = await newFolder("data");
      const storage = createDiskStorage(await newFolder("files"));
      const film = renderer(database().db, "short", dataDir, storage);
      const templates = path.join(dataDir, "templates");
      const prepared = async (folder: string) => {
        await mkdir(path.join(templates, folder, "clips"), { recursive: true });
        await writeFile(path.join(templates, folder, "prepared.json"), "{}");
        await writeFile(path.join(templates, folder, "clips", "intro.mp4"), "clip");
      };
      const inUse = path.basename((await film.templateLocation()).dir);
      const old = otherSet().replace("/", "-");
      await prepared(inUse);
      await prepared(old);
      // A preparation stopped two days ago, and one under way.
      const stopped = `${old}.building-${randomBytes(4).toString("hex")}`;
      const underWay = `${inUse}.building-${randomBytes(4).toString("hex")}`;
      await prepared(stopped);
      await prepared(underWay);
      const start = Date.now();
      const twoDaysAgo = new Date(start - 2 * BUILDING_STALE_MS);
      for (const file of ["clips/intro.mp4", "clips", "prepared.json", "."])
        await utimes(path.join(templates, stopped, file), twoDaysAgo, twoDaysAgo);
      await writeFile(path.join(templates, "notes.txt"), "an operator's");

      const sweep = (now: number) => sweepTemplates({ storage, users: [film], logger: quiet }, now);
      expect((await sweep(start))?.local).toEqual({ sets: 2, marked: 1, deleted: 1, failed: 0 });
      expect((await readdir(templates)).sort()).toEqual(
        [inUse, underWay, old, `${old}.unused`, "notes.txt"].sort(),
      );
      // Days later: the preparation that was under way is long stopped, the old folder is in its grace.
      await sweep(start + TEMPLATE_GRACE_MS - MINUTE);
      expect((await readdir(templates)).sort()).toEqual([inUse, old, `${old}.unused`, "notes.txt"].sort());
      expect(await readdir(path.join(templates, old))).toEqual(["clips", "prepared.json"]);

      expect((await sweep(start + TEMPLATE_GRACE_MS + MINUTE))?.local).toEqual({
        sets: 2,
        marked: 0,
        deleted: 1,
        failed: 0,
      });
      expect((await readdir(templates)).sort()).toEqual([inUse, "notes.txt"].sort());
      expect(await readdir(path.join(templates, inUse))).toEqual(["clips", "prepared.json"]);
    });
  });
});
