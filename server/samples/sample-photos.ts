// The sample children's "photos": the example cards' own drawings (art/example-drawings.ts),
// drawn again at a photo's size, so no picture of a real child is needed and none is committed.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { exampleDrawings } from "#art/example-drawings.ts";

/** The drawings are 640×360; 1600×900 is about what a photo scene shows. */
const WIDTH = 1600;
const DRAWING_WIDTH = 640;

/** Writes one JPEG per drawing into `dir`, in order, and returns their paths. */
export async function writeSamplePhotos(art: readonly number[], dir: string): Promise<string[]> {
  const drawings = exampleDrawings();
  return Promise.all(
    art.map(async (index, position) => {
      const svg = drawings[index];
      if (svg === undefined) throw new Error(`There is no example drawing ${index}.`);
      const file = path.join(dir, `sample-photo-${position + 1}.jpg`);
      const jpeg = await sharp(Buffer.from(svg), { density: (72 * WIDTH) / DRAWING_WIDTH })
        .resize({ width: WIDTH })
        .jpeg({ quality: 90 })
        .toBuffer();
      await writeFile(file, jpeg);
      return file;
    }),
  );
}
