import { describe, expect, it } from "vitest";
import { cardSegmentArgs } from "./card-args.ts";

const line = {
  text: "José O'Connor",
  font: "bold" as const,
  size: 120,
  colour: "#ffe9a8",
  outline: "#5a1a00",
  centreX: 960,
  baseline: 500,
  appearAt: 0.3,
  textFile: "/w/it's:a,b/0.txt",
  fontFile: "/fonts/DejaVuSans-Bold.ttf",
};

describe("cardSegmentArgs", () => {
  it("reads the text from a file, escaped, and never puts the text itself in the graph", () => {
    const args = cardSegmentArgs({
      background: "/art/title.png",
      frames: 60,
      lines: [line],
      output: "/w/seg.mp4",
    });
    const graph = args[args.indexOf("-filter_complex") + 1] ?? "";
    expect(graph).not.toContain("José");
    expect(graph).toContain("textfile=/w/it\\\\\\'s\\\\:a\\,b/0.txt:expansion=none");
    expect(graph).toContain("loop=loop=59:size=1:start=0");
    expect(args.slice(0, 8)).toEqual([
      "-v",
      "error",
      "-filter_threads",
      "1",
      "-filter_complex_threads",
      "1",
      "-i",
      "/art/title.png",
    ]);
    expect(args.slice(-2)).toEqual(["-y", "/w/seg.mp4"]);
  });

  it("converts a photo from full-range BT.601 once, before it is repeated and moved", () => {
    const args = cardSegmentArgs({
      background: "/art/frame.png",
      frames: 90,
      lines: [],
      photo: {
        file: "/w/0.jpg",
        motion: { kind: "zoom", scaled: { width: 1456, height: 1098 }, fromZoom: 1, toZoom: 1.12 },
      },
      output: "/w/seg.mp4",
    });
    expect(args.filter((arg) => arg === "-i")).toHaveLength(2);
    const graph = args[args.indexOf("-filter_complex") + 1] ?? "";
    expect(graph).toContain(
      "[1:v]scale=in_range=full:in_color_matrix=bt601:out_range=tv:out_color_matrix=bt709,format=yuv420p,loop=loop=89:size=1:start=0",
    );
    expect(graph).toContain("zoompan=z=1+0.12*on/89");
    expect(graph).toContain("overlay=x=310:y=50");
  });
});
