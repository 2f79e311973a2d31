// The shop's images and hero loop are made by us, reproducibly: `node scripts/make-media.ts` rewrites them all.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { KB, LIMITS, MEDIA, ROOT } from "./media/config.ts";
import { encodeHero, encodeOg, encodePosters, encodeWebp } from "./media/encode.ts";
import { exampleDrawings } from "#art/example-drawings.ts";
import { probe, rasterize, size, written } from "./media/ffmpeg.ts";
import { renderMaster } from "./media/hero-render.ts";
import { writeIcons } from "./media/icons.ts";

function main(): void {
  fs.mkdirSync(MEDIA, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "make-media-"));
  try {
    const master = renderMaster(tmp);
    encodeHero(master, tmp);
    encodePosters(master, tmp);
    encodeOg(master);

    exampleDrawings().forEach((text, i) => {
      const png = path.join(tmp, `example-${i + 1}.png`);
      rasterize(text, png);
      encodeWebp(png, path.join(MEDIA, `example-${i + 1}.webp`), LIMITS.example, null, "drawing");
    });

    writeIcons();
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  console.log("wrote:");
  for (const { file, encoder, setting } of written) {
    const dims = file.endsWith(".svg")
      ? "vector"
      : (({ width, height }) => `${width}x${height}`)(probe(file));
    const kb = (size(file) / KB).toFixed(1).padStart(7);
    console.log(
      `  ${path.relative(ROOT, file).padEnd(36)} ${kb} KB  ${dims.padEnd(9)} ${encoder} (${setting})`,
    );
  }
}

main();
