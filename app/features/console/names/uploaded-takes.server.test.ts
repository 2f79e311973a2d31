// The console's two recording forms as a browser posts them (the name library's and Santa's lines'):
// the red team's HLS playlist and an ffconcat list, each naming a media file on the server's disk,
// are refused with the form's message for a file that is no sound, in English and Spanish, and
// nothing is stored; a real WAV is still taken.
import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseConfig } from "#server/config.ts";
import { testDatabaseDrivers, useTestDatabase } from "#server/db/databases.test-support.ts";
import { loadSantasLines } from "#server/lines/santas-lines.ts";
import { ffmpegTools } from "#render/ffmpeg/locate-ffmpeg.ts";
import { shopTemplates, templateFolder } from "#server/templates/template-folders.ts";
import { ffconcatList, hlsPlaylist, serverMediaFile } from "#server/takes/red-team-uploads.test-support.ts";
import { createDiskStorage } from "#server/storage/disk-storage.ts";
import type { FileStorage } from "#server/storage/file-storage.ts";
import { en } from "../../../i18n/en.ts";
import { es } from "../../../i18n/es.ts";
import { translate } from "../../../i18n/translate.ts";
import type { MessageKey } from "../../../i18n/en.ts";
import { santasLinesAction } from "../lines/santas-lines.server.ts";
import { nameLibraryAction } from "./name-library.server.ts";

const root = await mkdtemp(path.join(tmpdir(), "uploaded-takes-"));
afterAll(() => rm(root, { recursive: true, force: true }));
const operator = {
  id: "op",
  email: "elf@console.example",
  name: "Elf",
  phone: null,
  language: "en" as const,
};
const config = parseConfig({
  PATH: "/usr/bin",
  FFMPEG_PATH: "/usr/bin/ffmpeg",
  FILM_TEMPLATE: "short",
  SAMPLE_TEMPLATE: "short",
});

function post(pathname: string, fields: Record<string, string>, take: Buffer): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.set("audio", new Blob([new Uint8Array(take)], { type: "audio/mpeg" }), "take.mp3");
  return new Request(`http://shop.test${pathname}`, { method: "POST", body: form });
}

/** The refusal as the operator reads it on the page, in each language. */
function shown(reason: MessageKey) {
  return { en: translate(en, reason), es: translate(es, reason) };
}

async function stored(storage: FileStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of storage.list(prefix)) keys.push(entry.key);
  return keys;
}

const aWav = (file: string, seconds: number) => {
  execFileSync("/usr/bin/ffmpeg", [
    "-v",
    "error",
    "-f",
    "lavfi",
    "-i",
    `sine=f=220:d=${seconds}`,
    "-y",
    file,
  ]);
  return file;
};

describe.each(testDatabaseDrivers())("uploaded takes on $kind", (driver) => {
  const database = useTestDatabase(driver);

  async function aShop(label: string) {
    const folder = path.join(root, `${driver.kind}-${label}`);
    const uploadsTmpDir = path.join(folder, "tmp");
    await mkdir(uploadsTmpDir, { recursive: true });
    const storage = createDiskStorage(path.join(folder, "files"));
    const shop = {
      db: database().db,
      config,
      storage,
      uploadsTmpDir,
      ffmpegTools: ffmpegTools({ ffmpegPathEnv: config.FFMPEG_PATH, pathEnv: config.PATH }),
      templates: shopTemplates(config),
      // A recording's form queues no film: one that did would fail the test here.
      renderJobs: { send: () => Promise.reject(new Error("a recording queued a film")) },
    };
    return { shop, folder, uploadsTmpDir };
  }

  const playlists = [
    ["an HLS playlist", hlsPlaylist],
    ["an ffconcat list", ffconcatList],
  ] as const;

  for (const [label, playlist] of playlists) {
    it(`refuses ${label} as a name's recording, in both languages, storing nothing`, async () => {
      const { shop, uploadsTmpDir } = await aShop(`name-${label}`);
      // Beside the uploads, where an ffconcat list's bare name finds it.
      const target = serverMediaFile(uploadsTmpDir);
      const fields = { intent: "save", language: "es", spelling: "Intruso" };

      const answer = await nameLibraryAction(
        shop,
        post("/console/names", fields, playlist(target)),
        operator,
      );

      expect(answer).toEqual({ outcome: "refused", reason: "console.names.error.notAudio" });
      expect(shown("console.names.error.notAudio")).toEqual({
        en: "That file has no sound we can read. Choose an audio file (MP3, M4A, WAV, OGG, WebM…).",
        es: "Ese archivo no tiene un sonido que podamos leer. Elige un archivo de audio (MP3, M4A, WAV, OGG, WebM…).",
      });
      expect(await stored(shop.storage, "names")).toEqual([]);
      expect(await readdir(uploadsTmpDir)).toEqual([path.basename(target)]);
    });

    it(`refuses ${label} as a take of Santa's line, in both languages, storing nothing`, async () => {
      const { shop, uploadsTmpDir } = await aShop(`line-${label}`);
      // Long enough for any of the short template's lines: only its bytes can refuse it.
      const target = serverMediaFile(uploadsTmpDir, "server-media.mp3", 12);
      const [storyline] = await loadSantasLines(
        shop.db,
        [{ name: "short", folder: templateFolder("short") }],
        "en",
      );
      const fields = { intent: "save", language: "en", words: storyline!.lines[0]!.words };

      const answer = await santasLinesAction(
        shop,
        post("/console/lines", fields, playlist(target)),
        operator,
      );

      expect(answer).toEqual({ outcome: "refused", reason: "console.names.error.notAudio" });
      expect(shown("console.names.error.notAudio").es).toMatch(/^Ese archivo no tiene un sonido/);
      expect(await stored(shop.storage, "lines")).toEqual([]);
      expect(await readdir(uploadsTmpDir)).toEqual([path.basename(target)]);
    });
  }

  it("takes a real WAV as a name's recording and as a take of Santa's line", async () => {
    const { shop, folder } = await aShop("wav");
    const name = await nameLibraryAction(
      shop,
      post(
        "/console/names",
        { intent: "save", language: "en", spelling: "Mia" },
        await readFile(aWav(path.join(folder, "mia.wav"), 1)),
      ),
      operator,
    );
    expect(name).toEqual({ outcome: "saved", name: "Mia", language: "en" });
    const [storyline] = await loadSantasLines(
      shop.db,
      [{ name: "short", folder: templateFolder("short") }],
      "en",
    );
    const words = storyline!.lines[0]!.words;
    const line = await santasLinesAction(
      shop,
      post(
        "/console/lines",
        { intent: "save", language: "en", words },
        await readFile(aWav(path.join(folder, "line.wav"), 12)),
      ),
      operator,
    );
    expect(line).toEqual({ outcome: "saved", words });
    expect(await stored(shop.storage, "names")).toHaveLength(1);
    expect(await stored(shop.storage, "lines")).toHaveLength(1);
  });
});
