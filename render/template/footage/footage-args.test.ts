import { describe, expect, it } from "vitest";
import { type FootageMotion, fadeExpression, footageGraph, panExpression } from "./footage-args.ts";

const files = {
  backdrop: "/w/it's:a,b/backdrop.png",
  lights: ["/w/light-0.png"],
  snowFar: "/w/snow-far.png",
  snowNear: "/w/snow-near.png",
};
const light = { x: 100, y: 50, width: 300, height: 200, cycle: 4, phase: 0.25, low: 0.5 };
const outdoors: FootageMotion = { pan: "right", lights: [light], snow: "everywhere" };

const still = (file: string, format: string) =>
  `movie=${file}:f=png_pipe,scale=out_color_matrix=bt709:out_range=tv,format=${format},loop=loop=-1:size=1:start=0,settb=1/30,setpts=N`;

describe("panExpression", () => {
  it("moves the camera across the backdrop's spare 192 px, reaching the far side on the last frame", () => {
    expect(panExpression("right", 900)).toBe("floor(n*192/899)");
    expect(panExpression("left", 900)).toBe("192-floor(n*192/899)");
  });
});

describe("fadeExpression", () => {
  it("breathes from the light as drawn down to its lowest opacity and back", () => {
    expect(fadeExpression(light)).toBe("-0.5*(0.5-0.5*cos(2*PI*(t/4+0.25)))");
    expect(fadeExpression({ ...light, low: 0.55 })).toBe("-0.45*(0.5-0.5*cos(2*PI*(t/4+0.25)))");
  });

  it("wavers with two waves for a fire", () => {
    expect(fadeExpression({ ...light, low: 0, flicker: true })).toBe(
      "-1*(0.5+0.3*sin(2*PI*(t/4+0.25))+0.2*sin(2*PI*(t*1.3+0.25)))",
    );
  });
});

describe("footageGraph", () => {
  const graph = footageGraph(outdoors, 30, files);
  const chains = graph.split(";");

  it("pans an escaped backdrop cut at even offsets from two 4:2:0 copies a pixel apart, each ending with the clip", () => {
    const backdrop = "/w/it\\\\\\'s\\\\:a\\,b/backdrop.png";
    const pan = "floor(n*192/899)";
    expect(chains.slice(0, 3)).toEqual([
      `${still(backdrop, "yuv420p")},crop=w=1920:h=1080:x=2*floor((${pan})/2):y=0,` +
        `trim=end_frame=900,select=not(mod(${pan}\\,2))[even]`,
      `movie=${backdrop}:f=png_pipe,crop=w=iw-1:h=ih:x=1:y=0,scale=out_color_matrix=bt709:out_range=tv,` +
        "format=yuv420p,loop=loop=-1:size=1:start=0,settb=1/30,setpts=N," +
        `crop=w=1920:h=1080:x=max(0\\,2*floor((${pan}-1)/2)):y=0,trim=end_frame=900,select=mod(${pan}\\,2)[odd]`,
      "[even][odd]interleave=nb_inputs=2[cam]",
    ]);
  });

  it("fades each light through its alpha plane at half the film's rate, copying the frame first, and moves it with the pan", () => {
    expect(chains.slice(3, 7)).toEqual([
      `${still("/w/light-0.png", "yuva420p")},fps=15,split[l0c][l0a]`,
      "[l0a]alphaextract,eq=brightness=-0.5*(0.5-0.5*cos(2*PI*(t/4+0.25))):eval=frame[l0m]",
      "[l0c]copy[l0p]",
      "[l0p][l0m]alphamerge[l0]",
    ]);
    expect(chains[7]).toBe("[cam][l0]overlay=x=100-(floor(n*192/899)):y=50:repeatlast=0[v1]");
  });

  it("lets two layers of snow fall at two whole, even speeds, looping every film height", () => {
    expect(chains.slice(-5)).toEqual([
      `${still("/w/snow-far.png", "yuva420p")},crop=w=1920:h=1080:x=24:y=1080-mod(n*2\\,1080)[far]`,
      "[v1][far]overlay=x=0:y=0:repeatlast=0[v2]",
      `${still("/w/snow-near.png", "yuva420p")},crop=w=1920:h=1080:x=24+24*sin(2*PI*t/7):y=1080-mod(n*4\\,1080)[near]`,
      "[v2][near]overlay=x=0:y=0:repeatlast=0[v3]",
      "[v3]trim=end_frame=900,format=yuv420p",
    ]);
  });

  it("lets snow fall only behind a window indoors, the window moving with the pan", () => {
    const window = { x: 224, y: 214, width: 372, height: 352 };
    const indoor = footageGraph({ pan: "left", lights: [], snow: window }, 4, files);
    expect(indoor).not.toContain("snow-near");
    expect(indoor.split(";").slice(-3)).toEqual([
      `${still("/w/snow-far.png", "yuva420p")},crop=w=372:h=352:x=24:y=1080-mod(n*2\\,1080)[far]`,
      "[cam][far]overlay=x=224-(192-floor(n*192/119)):y=214:repeatlast=0[v1]",
      "[v1]trim=end_frame=120,format=yuv420p",
    ]);
  });

  it("flies the sleigh in front of the lights and behind the snow, already a quarter across at the start", () => {
    const flying = footageGraph({ ...outdoors, flyer: { width: 760, height: 250, y: 250 } }, 30, {
      ...files,
      flyer: "/w/flyer.png",
    });
    const parts = flying.split(";");
    const fly = parts.findIndex((part) => part.startsWith("[v1][fly]"));
    expect(parts[fly]).toBe("[v1][fly]overlay=x=mod(n+310\\,910)*4-760:y=250:repeatlast=0[v2]");
    expect(fly).toBeLessThan(parts.findIndex((part) => part.includes("[far]overlay")));
    // At n = 0 its left edge is at 310 * 4 - 760 = 480 px, a quarter of the film's width.
    expect(310 * 4 - 760).toBe(1920 / 4);
  });

  it("refuses a light without a file", () => {
    expect(() => footageGraph(outdoors, 1, { ...files, lights: [] })).toThrow(/light 0/);
  });
});
