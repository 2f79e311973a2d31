// Every console link is built by console-links.ts, encoded: a reference, token or id holding "/",
// "?", "#" or a space stays one path segment of the console.
import { describe, expect, it } from "vitest";
import { parseQueueQuery } from "#domain/console-queue.ts";
import {
  CONSOLE_NAME_LISTEN_PATH,
  CONSOLE_PATHS,
  consoleExportPath,
  consoleFilmVideoPath,
  consoleLineAudioPath,
  consoleNameAudioPath,
  consoleOrderPath,
  consolePhotoPath,
  consoleQueuePath,
} from "./console-links.ts";

const awkward = "a/b?c#d e";

describe("the console's links", () => {
  it("keep an awkward id in one encoded segment under the console", () => {
    for (const path of [
      consoleOrderPath(awkward),
      consolePhotoPath(awkward),
      consoleFilmVideoPath(awkward),
      consoleNameAudioPath(awkward),
      consoleLineAudioPath(awkward),
    ]) {
      expect(path.startsWith("/console/")).toBe(true);
      expect(path).toContain("a%2Fb%3Fc%23d%20e");
      expect(path).not.toContain(awkward);
    }
  });

  it("put the queue's filters in its search, and leave the page out of the CSV's", () => {
    expect(consoleQueuePath()).toBe(CONSOLE_PATHS.queue);
    expect(consoleQueuePath({ page: 2 })).toMatch(/^\/console\?.*page=2/);
    const csv = consoleExportPath(parseQueueQuery(new URLSearchParams("page=3&q=Olivia")));
    expect(csv).toMatch(/^\/console\/orders\.csv/);
    expect(csv).not.toContain("page=3");
    expect(csv).toContain("q=Olivia");
    expect(CONSOLE_NAME_LISTEN_PATH).toBe("/console/names/listen");
  });
});
