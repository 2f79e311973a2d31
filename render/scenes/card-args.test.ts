import { describe, expect, it } from "vitest";
import { sheetRow } from "../santa/face-track.ts";
import { HAND_BOX, HAND_REACH } from "../santa/santa-layout.ts";
import { cardSegmentArgs, reachExpression } from "./card-args.ts";
import { PAGE_TURN, TURN_ORIGIN, TURN_SIZE } from "./page-turn.ts";
import { PHOTO_BOX } from "./photo-motion.ts";

const santa = {
  head: "/t/santa/head.png",
  hand: "/t/santa/hand.png",
  faceSheet: "/t/santa/faces.nut",
  faceTrack: [
    { eyes: "open", mouth: "closed", frames: 40 },
    { eyes: "open", mouth: "ah", frames: 50 },
  ],
} as const;

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
      santa,
      fades: { in: true, out: true },
      output: "/w/seg.mp4",
    });
    const graph = args[args.indexOf("-filter_complex") + 1] ?? "";
    expect(graph).not.toContain("José");
    expect(graph).toContain("textfile=/w/it\\\\\\'s\\\\:a\\,b/0.txt:expansion=none");
    expect(graph).toContain("loop=loop=59:size=1:start=0");
    // It fades in from the moment it appears, is not drawn at all before, and once it has faded in it is
    // drawn once on the art beneath (from frame 28, 0.9 s in) instead of on every frame.
    expect(graph).toContain("alpha=min(1\\,max(0\\,(t-0.3)/0.6)):enable=gte(t\\,0.3)*lt(n\\,28)");
    expect(graph).toContain("alpha=1,loop=loop=31:size=1:start=0[part1]");
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
        motion: {
          scaled: { width: 1030, height: 778 },
          whole: { x: 67, y: 53, width: 896, height: 672 },
          fromZoom: 1,
          toZoom: 1.12,
        },
      },
      santa,
      fades: { in: true, out: true },
      output: "/w/seg.mp4",
    });
    expect(args.filter((arg) => arg === "-i")).toHaveLength(5);
    const graph = args[args.indexOf("-filter_complex") + 1] ?? "";
    expect(graph).toContain(
      "[1:v]scale=in_range=full:in_color_matrix=bt601:out_range=tv:out_color_matrix=bt709,format=yuv420p,loop=loop=89:size=1:start=0",
    );
    expect(graph).toContain("zoompan=z=1+0.12*on/89");
    expect(graph).toContain(`overlay=x=${PHOTO_BOX.x}:y=${PHOTO_BOX.y}`);
  });

  it("lays Santa over the scene: his head, then the face track riding on it, then his hand", () => {
    const args = cardSegmentArgs({
      background: "/art/list.png",
      frames: 90,
      lines: [],
      santa,
      fades: { in: true, out: true },
      output: "/w/s.mp4",
    });
    // Head, face sheet and hand are the inputs after the background; the face is a row of the sheet,
    // already in the film's colours, chosen frame by frame.
    const inputs = args.flatMap((arg, at) => (arg === "-i" ? [args[at + 1]] : []));
    expect(inputs).toEqual(["/art/list.png", "/t/santa/head.png", "/t/santa/faces.nut", "/t/santa/hand.png"]);
    const graph = args[args.indexOf("-filter_complex") + 1] ?? "";
    const face = graph.split(";").find((chain) => chain.endsWith("[face]")) ?? "";
    expect(face).toMatch(/^\[2:v\]loop=loop=89:size=1:start=0,setpts=N\/\(30\*TB\),crop=w=220:h=200:x=0:y=/);
    expect(face).not.toContain("scale=");
    expect(face).toContain(
      `if(lt(n\\,40)\\,${200 * sheetRow("open", "closed")}\\,${200 * sheetRow("open", "ah")})`,
    );
    const order = ["[head]overlay", "[face]overlay", "[hand]overlay"].map((part) => graph.indexOf(part));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The face moves exactly as the head does, so the mouth never slides off the beard.
    const motion = (tag: string) =>
      /overlay=x=[^:]*\+([^:]*):y=[^:]*\+([^:]*):eval/.exec(graph.slice(graph.indexOf(tag)))?.slice(1);
    expect(motion("[face]overlay")).toEqual(motion("[head]overlay"));
    expect(graph).toContain("format=yuva420p");
  });

  it("lays the page turning away from the last photo over the next one's first frames, and fades only as asked", () => {
    const args = cardSegmentArgs({
      background: "/art/frame.png",
      frames: 90,
      lines: [],
      photo: {
        file: "/w/1.jpg",
        motion: {
          scaled: { width: 1030, height: 778 },
          whole: { x: 67, y: 53, width: 896, height: 672 },
          fromZoom: 1,
          toZoom: 1.12,
        },
        turn: "/w/turns/1/turn.rgba",
      },
      santa,
      fades: { in: false, out: true },
      output: "/w/seg.mp4",
    });
    const turn = args.indexOf("/w/turns/1/turn.rgba");
    expect(args.slice(turn - 9, turn + 1)).toEqual([
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgba",
      "-video_size",
      `${TURN_SIZE.width}x${TURN_SIZE.height}`,
      "-framerate",
      String(PAGE_TURN.fps),
      "-i",
      "/w/turns/1/turn.rgba",
    ]);
    // The third input, after the art and the photo; Santa's layers come after it.
    expect(args.filter((arg) => arg === "-i").length).toBe(6);
    const graph = args[args.indexOf("-filter_complex") + 1] ?? "";
    expect(graph).toContain(
      `[framed][turn]overlay=x=${TURN_ORIGIN.x}:y=${TURN_ORIGIN.y}:eof_action=pass[turned]`,
    );
    expect(graph).toContain("[3:v]");
    expect(graph.indexOf("[turned]")).toBeLessThan(graph.indexOf("[head]overlay"));
    expect(graph).not.toContain("fade=t=in");
    expect(graph).toContain("fade=t=out");
  });

  it("has Santa's hand on the page while it turns and on its way to the next one, resting between", () => {
    /** The expression's value at `t`, as ffmpeg's evaluator computes these functions. */
    const at = (expression: string, t: number) =>
      new Function("t", "clip", "cos", "max", "PI", `return ${expression};`)(
        t,
        (x: number, min: number, max: number) => Math.min(max, Math.max(min, x)),
        Math.cos,
        Math.max,
        Math.PI,
      ) as number;
    const seconds = 4;
    const turned = PAGE_TURN.stills / PAGE_TURN.fps;
    const start = reachExpression({ atStart: true, atEnd: false }, seconds);
    expect([0, turned].map((t) => at(start, t))).toEqual([1, 1]);
    expect(at(start, turned + 0.25)).toBeCloseTo(0.5, 5);
    expect([turned + 0.5, 2, seconds].map((t) => at(start, t))).toEqual([0, 0, 0]);
    const end = reachExpression({ atStart: false, atEnd: true }, seconds);
    expect([0, 2, seconds - 0.5].map((t) => at(end, t))).toEqual([0, 0, 0]);
    expect(at(end, seconds - 0.25)).toBeCloseTo(0.5, 5);
    expect(at(end, seconds)).toBe(1);
    const both = reachExpression({ atStart: true, atEnd: true }, seconds);
    expect([0, 2, seconds].map((t) => at(both, t))).toEqual([1, 0, 1]);

    const graphOf = (turnsPage?: { atStart: boolean; atEnd: boolean }) => {
      const args = cardSegmentArgs({
        background: "/art/frame.png",
        frames: seconds * 30,
        lines: [],
        santa: { ...santa, ...(turnsPage && { turnsPage }) },
        fades: { in: false, out: false },
        output: "/w/seg.mp4",
      });
      return args[args.indexOf("-filter_complex") + 1] ?? "";
    };
    const hand = (graph: string) => graph.slice(graph.indexOf("[hand]overlay"));
    expect(hand(graphOf({ atStart: true, atEnd: true }))).toContain(`x=${HAND_BOX.x}+`);
    expect(hand(graphOf({ atStart: true, atEnd: true }))).toContain(`+${HAND_REACH.x}*max(`);
    // A card, or the book's only photo: no page turns, the hand only sways.
    expect(hand(graphOf())).not.toContain(`${HAND_REACH.x}*`);
    expect(hand(graphOf({ atStart: false, atEnd: false }))).toBe(hand(graphOf()));
  });
});
