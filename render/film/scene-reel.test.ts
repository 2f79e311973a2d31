import { describe, expect, it } from "vitest";
import { FILM } from "../ffmpeg/encoder-settings.ts";
import { REEL_PREFIX, reelArgs, sceneReelKey } from "./scene-reel.ts";

describe("a fixed scene's reel", () => {
  const parts = ["clips/intro/0000.mp4", "santa-shots/1f9035c6885ece710cf6d908.mp4", "clips/intro/0002.mp4"];

  it("is named by its parts in their order, apart from Santa's shots in the same folder", () => {
    const key = sceneReelKey(parts);
    expect(key).toMatch(new RegExp(`^${REEL_PREFIX}[0-9a-f]{24}$`));
    expect(sceneReelKey([...parts])).toBe(key);
    // Another voice (another shot), or the same parts in another order, is another reel.
    expect(sceneReelKey([parts[0]!, "santa-shots/aaaaaaaaaaaaaaaaaaaaaaaa.mp4", parts[2]!])).not.toBe(key);
    expect(sceneReelKey([...parts].reverse())).not.toBe(key);
  });

  it("copies its parts' video as they are, on the film's time base, with nothing else", () => {
    const args = reelArgs({ list: "/w/reel.ffconcat", output: "/w/reel.mp4" });
    expect(args.slice(args.indexOf("-f"), args.indexOf("-i") + 2)).toEqual([
      ...["-f", "concat", "-safe", "0", "-auto_convert", "0", "-i", "/w/reel.ffconcat"],
    ]);
    expect(args).toEqual(expect.arrayContaining(["-c:v", "copy", "-an", "-sn"]));
    expect(args[args.indexOf("-video_track_timescale") + 1]).toBe(String(FILM.timescale));
    expect(args.at(-1)).toBe("/w/reel.mp4");
    expect(args).not.toContain("libx264");
  });
});
