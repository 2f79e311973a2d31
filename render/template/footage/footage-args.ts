// The lavfi graph that animates a footage scene's stills: the camera pans across the backdrop, lights
// breathe, snow falls in two layers, a sleigh flies past. Only filters and expressions that ffmpeg 4.1
// has: crop and overlay with frame-number expressions, eq on an alpha plane for fading, select and
// interleave for the camera (decision 059).
import { FROM_RGB } from "../../ffmpeg/colour.ts";
import { FILM } from "../../ffmpeg/encoder-settings.ts";
import { filterValue } from "../../ffmpeg/filter-escape.ts";
import { SNOW_SWAY } from "./footage-art.ts";
import { BACKDROP, type FootageArt, type Flyer, type Light } from "./layers.ts";

/** What the graph needs of the art: where things are and how they move, not how they look. */
export interface FootageMotion {
  pan: FootageArt["pan"];
  snow: FootageArt["snow"];
  lights: Omit<Light, "svg">[];
  flyer?: Omit<Flyer, "svg">;
}

export interface FootageFiles {
  backdrop: string;
  /** One PNG per light, in the order of the art's lights. */
  lights: string[];
  snowFar: string;
  snowNear: string;
  flyer?: string;
}

/** Pixels per frame: whole and even, so every step is the same size in a 4:2:0 picture. */
const FALL = { far: 2, near: 4 } as const;
const FLIGHT = 4;
/** Seconds of empty sky between one pass of the sleigh and the next. */
const FLIGHT_GAP = 8;
/** Seconds of one sway of the near snow, left and back. */
const SWAY_SECONDS = 7;
/**
 * A light's fade is worked out for every other frame and held for the next: its steps are too small
 * to see at this rate (a few levels out of 255), and fading a megapixel's alpha plane costs.
 */
const LIGHT_FPS = FILM.fps / 2;

/**
 * A still held for ever, converted once to the film's colours: the loop filter repeats the converted
 * frame, so the clip leaves the graph as the film's own picture and preparing does not convert 1080p
 * frames again (prepare-args.ts). The PNG is read with the PNG pipe demuxer, which takes the path
 * literally (the image demuxer would read `%d` in it as a pattern).
 */
function still(file: string, format: string, first = ""): string {
  return `movie=${filterValue(file)}:f=png_pipe,${first}${FROM_RGB},format=${format},loop=loop=-1:size=1:start=0,settb=1/${FILM.fps},setpts=N`;
}

/**
 * The camera on the backdrop, moving a pixel at a time in a 4:2:0 picture, which is cut only at even
 * offsets: the backdrop is converted twice, as drawn and a pixel to the left, and each frame is cut
 * from the one that puts its pan position at an even offset. Converting every cut frame from 4:4:4
 * instead was a third of the graph's time. Both halves end with the clip, so interleaving them ends.
 */
function camera(file: string, pan: string, frames: number): string {
  const cut = (x: string, keep: string) =>
    `crop=w=${FILM.width}:h=${FILM.height}:x=${filterValue(x)}:y=0,trim=end_frame=${frames},select=${filterValue(keep)}`;
  return (
    `${still(file, "yuv420p")},${cut(`2*floor((${pan})/2)`, `not(mod(${pan},2))`)}[even];` +
    `${still(file, "yuv420p", "crop=w=iw-1:h=ih:x=1:y=0,")},${cut(`max(0,2*floor((${pan}-1)/2))`, `mod(${pan},2)`)}[odd];` +
    "[even][odd]interleave=nb_inputs=2[cam]"
  );
}

/** The camera's left edge on the backdrop at frame `n`: one steady pan across the spare width. */
export function panExpression(pan: FootageMotion["pan"], frames: number): string {
  const travel = BACKDROP.width - FILM.width;
  const moved = `floor(n*${travel}/${Math.max(1, frames - 1)})`;
  return pan === "right" ? moved : `${travel}-${moved}`;
}

/**
 * The eq brightness that fades a light's alpha plane: 0 leaves it as drawn, -1 clears it. A breath
 * is one smooth cosine; a flicker adds a second wave at an unrelated rate, so it never repeats evenly.
 */
export function fadeExpression(light: Pick<Light, "cycle" | "phase" | "low" | "flicker">): string {
  const depth = Math.round((1 - light.low) * 1000) / 1000;
  const at = `2*PI*(t/${light.cycle}+${light.phase})`;
  const dim = light.flicker
    ? `(0.5+0.3*sin(${at})+0.2*sin(2*PI*(t*1.3+${light.phase})))`
    : `(0.5-0.5*cos(${at}))`;
  return `-${depth}*${dim}`;
}

/** A snow tile cut to `width`×`height` as it falls: the window into the tile climbs as the flakes drop. */
function fallingSnow(file: string, speed: number, width: number, height: number, sway: boolean): string {
  const y = `${FILM.height}-mod(n*${speed},${FILM.height})`;
  const x = sway ? `${SNOW_SWAY}+${SNOW_SWAY}*sin(2*PI*t/${SWAY_SECONDS})` : String(SNOW_SWAY);
  return `${still(file, "yuva420p")},crop=w=${width}:h=${height}:x=${filterValue(x)}:y=${filterValue(y)}`;
}

/** The lavfi graph of one clip: `seconds` long, 1920×1080, 30 fps, yuv420p. */
export function footageGraph(motion: FootageMotion, seconds: number, files: FootageFiles): string {
  const frames = Math.round(seconds * FILM.fps);
  const pan = panExpression(motion.pan, frames);
  const chains: string[] = [];
  let picture = "cam";
  let layers = 0;
  const over = (input: string, x: string | number, y: string | number) => {
    layers += 1;
    const next = `v${layers}`;
    // repeatlast=0 leaves the layer out of the frame sync, so overlay draws on the picture in place:
    // synced, it copied the whole 1080p picture once per layer and frame, a quarter of the graph's time.
    // Every layer is a still looped for ever, so none ends and nothing else changes.
    chains.push(
      `[${picture}][${input}]overlay=x=${filterValue(String(x))}:y=${filterValue(String(y))}:repeatlast=0[${next}]`,
    );
    picture = next;
  };

  chains.push(camera(files.backdrop, pan, frames));
  motion.lights.forEach((light, i) => {
    const file = files.lights[i];
    if (file === undefined) throw new Error(`no file for light ${i}`);
    // The copy matters to ffmpeg 4.1, whose alphamerge writes into the looped frame itself.
    chains.push(
      `${still(file, "yuva420p")},fps=${LIGHT_FPS},split[l${i}c][l${i}a];` +
        `[l${i}a]alphaextract,eq=brightness=${filterValue(fadeExpression(light))}:eval=frame[l${i}m];` +
        `[l${i}c]copy[l${i}p];[l${i}p][l${i}m]alphamerge[l${i}]`,
    );
    // Placed on the panned picture, so it moves with the backdrop (to within the one pixel by which
    // a 4:2:0 overlay rounds its position).
    over(`l${i}`, `${light.x}-(${pan})`, light.y);
  });
  if (motion.flyer && files.flyer) {
    const { width, y } = motion.flyer;
    const pass = Math.ceil((FILM.width + width) / FLIGHT) + FLIGHT_GAP * FILM.fps;
    // It starts a quarter of the way in, so even a short clip shows it.
    const start = Math.round((width + FILM.width / 4) / FLIGHT);
    chains.push(`${still(files.flyer, "yuva420p")}[fly]`);
    over("fly", `mod(n+${start},${pass})*${FLIGHT}-${width}`, y);
  }
  if (motion.snow === "everywhere") {
    chains.push(`${fallingSnow(files.snowFar, FALL.far, FILM.width, FILM.height, false)}[far]`);
    over("far", 0, 0);
    chains.push(`${fallingSnow(files.snowNear, FALL.near, FILM.width, FILM.height, true)}[near]`);
    over("near", 0, 0);
  } else {
    // Behind a window on the backdrop: only the far layer, moving with the backdrop.
    const { x, y, width, height } = motion.snow;
    chains.push(`${fallingSnow(files.snowFar, FALL.far, width, height, false)}[far]`);
    over("far", `${x}-(${pan})`, y);
  }
  chains.push(`[${picture}]trim=end_frame=${frames},format=yuv420p`);
  return chains.join(";");
}
