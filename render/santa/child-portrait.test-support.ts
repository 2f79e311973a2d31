// Reading a colour back from a picture, as the portrait tests do.
import sharp from "sharp";

/** The average colour of the 5×5 pixels around `at`, as `#rrggbb`. */
export async function sampleColour(png: Buffer, at: { x: number; y: number }): Promise<string> {
  const pixels = await sharp(png)
    .removeAlpha()
    .extract({ left: at.x - 2, top: at.y - 2, width: 5, height: 5 })
    .raw()
    .toBuffer();
  const channel = (c: number) => {
    let sum = 0;
    for (let i = c; i < pixels.length; i += 3) sum += pixels[i] as number;
    return Math.round(sum / 25);
  };
  return `#${[0, 1, 2].map((c) => channel(c).toString(16).padStart(2, "0")).join("")}`;
}

/** The largest difference of one channel between two `#rrggbb` colours, 0–255. */
export function colourDistance(a: string, b: string): number {
  const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const [x, y] = [rgb(a), rgb(b)];
  return Math.max(...x.map((value, i) => Math.abs(value - (y[i] as number))));
}
