import { describe, expect, it } from "vitest";
import { filmFileName, filmProgress, filmsInProgress } from "./film-render.ts";

describe("a film's download name", () => {
  it.each([
    ["José O'Connor", "santa-video-jose-o-connor.mp4"],
    ["Zoë: 100%", "santa-video-zoe-100.mp4"],
    ["  Ñandú  ", "santa-video-nandu.mp4"],
    ["李小龙", "santa-video.mp4"],
    ["🎄", "santa-video.mp4"],
    ["a".repeat(200), `santa-video-${"a".repeat(60)}.mp4`],
  ])("%s → %s", (name, file) => {
    expect(filmFileName(name)).toBe(file);
  });
});

describe("what a customer is told of a film", () => {
  it("says waiting, queued, rendering with its percent, ready with its link, and never an error", () => {
    const film = (
      renderState: Parameters<typeof filmProgress>[0]["renderState"],
      token: string | null = null,
    ) => filmProgress({ renderState, renderProgress: 42, deliveryToken: token, videoKey: "films/a.mp4" });
    expect(film(null)).toEqual({ stage: "waiting" });
    expect(film("queued")).toEqual({ stage: "queued" });
    expect(film("rendering")).toEqual({ stage: "rendering", percent: 42 });
    expect(film("ready", "abc")).toEqual({ stage: "ready", url: "/films/abc" });
    expect(film("failed")).toEqual({ stage: "on_it" });
    // Deleted with its account or by retention: said so, never "watch" nor "we're on it".
    expect(
      filmProgress({ renderState: "ready", renderProgress: 100, deliveryToken: null, videoKey: null }),
    ).toEqual({
      stage: "deleted",
    });
    expect(filmsInProgress([film("ready", "abc"), film("rendering")])).toBe(true);
    expect(filmsInProgress([film("ready", "abc"), film("failed")])).toBe(false);
  });
});
