// The favicon and the apple touch icon made from it.
import fs from "node:fs";
import path from "node:path";
import { LIMITS, PUBLIC } from "./config.ts";
import { ffmpeg, QUIET_MUX, record, size } from "./ffmpeg.ts";
import { starPoints } from "#art/svg.ts";

function faviconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="31" fill="#d42a36"/><polygon points="${starPoints(32, 34, 21, 9)}" fill="#fff" stroke="#fff" stroke-width="3" stroke-linejoin="round"/></svg>\n`;
}

/** Writes favicon.svg and the apple-touch-icon.png rasterized from it. */
export function writeIcons(): void {
  const favicon = path.join(PUBLIC, "favicon.svg");
  fs.writeFileSync(favicon, faviconSvg());
  if (size(favicon) > LIMITS.favicon) throw new Error("favicon.svg is over 1 KB");
  record(favicon, "hand-written SVG", "-");

  // iOS fills transparent corners with black, so the touch icon is the favicon on a full-bleed red square.
  const touch = path.join(PUBLIC, "apple-touch-icon.png");
  ffmpeg([
    "-f",
    "lavfi",
    "-i",
    "color=c=0xb81f2c:s=180x180",
    "-width",
    "164",
    "-height",
    "164",
    "-i",
    favicon,
    "-filter_complex",
    "[1:v]unpremultiply=inplace=1[icon];[0:v][icon]overlay=8:8:format=rgb,format=rgb24",
    "-frames:v",
    "1",
    "-c:v",
    "png",
    "-compression_level",
    "9",
    "-update",
    "1",
    ...QUIET_MUX,
    touch,
  ]);
  record(touch, "png (librsvg-rasterized favicon.svg)", "compression 9");
}
