// The shop's film renderer on the short test template, as a worker builds it: the name library,
// Santa's recorded lines and his voices read from the test's database and file storage.
import { ffmpegTools } from "#render/ffmpeg/locate-ffmpeg.ts";
import { TEST_CACHE_DIR } from "#render/render-film.test-support.ts";
import type { Db } from "../db/client.ts";
import { createFilmLines } from "../lines/film-lines.ts";
import { createFilmNames } from "../names/film-names.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { createFilmRenderer, type FilmRenderer } from "./film-renderer.ts";
import { santaVoices } from "./santa-voices.ts";
import { templateFolder } from "../templates/template-folders.ts";

export function shortTemplateRenderer({
  db,
  storage,
  ffmpegPath = "/usr/bin/ffmpeg",
  stopping,
}: {
  db: Db;
  storage: FileStorage;
  /** Debian's ffmpeg, or one that is not there, for a render that fails. */
  ffmpegPath?: string;
  stopping?: AbortSignal;
}): FilmRenderer {
  const { ffmpeg } = ffmpegTools({ ffmpegPathEnv: ffmpegPath, pathEnv: "" });
  return createFilmRenderer({
    ffmpeg,
    templateDir: templateFolder("short"),
    dataDir: TEST_CACHE_DIR,
    names: createFilmNames({ db, storage }),
    lines: createFilmLines({ db, storage }),
    voices: santaVoices({ ffmpeg, storage }),
    ...(stopping && { stopping }),
  });
}
