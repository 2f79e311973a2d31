// Photos like a phone takes them, made by sharp: 12 megapixels, detailed enough to weigh what a
// real one weighs, with the EXIF orientation and GPS position the server must strip.
import sharp from "sharp";

export const PHONE_PHOTO = { width: 4000, height: 3000 } as const;

/** A JPEG of PHONE_PHOTO size whose content differs by `seed`. */
export async function phonePhoto(seed: number): Promise<Buffer> {
  // Coarse noise scaled up gives soft shapes, fine noise on top gives the grain of a real sensor.
  const coarse = Buffer.alloc(200 * 150 * 3);
  let state = seed * 2_654_435_761;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return state >>> 24;
  };
  for (let index = 0; index < coarse.length; index += 1) coarse[index] = next();
  const base = await sharp(coarse, { raw: { width: 200, height: 150, channels: 3 } })
    .resize(PHONE_PHOTO.width, PHONE_PHOTO.height, { kernel: "cubic" })
    .raw()
    .toBuffer();
  for (let index = 0; index < base.length; index += 7) base[index] = (base[index] ?? 0) ^ (next() & 0x1f);
  return sharp(base, { raw: { width: PHONE_PHOTO.width, height: PHONE_PHOTO.height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "Bench", Model: "Phone 12MP" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "25/1 45/1 3000/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "80/1 11/1 4200/100",
      },
    })
    .toBuffer();
}
