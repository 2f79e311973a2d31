// The title scene's art with the child's portrait drawn in, for one film (sharp; the drawing is
// art/child-portrait.ts, which the order form shows too).
import sharp from "sharp";
import { childPortraitSvg, type PortraitColours } from "#art/child-portrait.ts";
import type { EYE_COLOURS } from "#domain/order-fields.ts";

/** The child as the film draws and names them. */
export interface ChildLooks extends PortraitColours {
  /** The eye colour as the parent chose it: Santa says a listed one ("I can see your bright blue eyes"). */
  eyeChoice: (typeof EYE_COLOURS)[number];
}

/** The title scene's art with the child's portrait drawn into its oval, for this film only. */
export async function withPortrait(art: string, looks: ChildLooks, output: string): Promise<string> {
  await sharp(art)
    .composite([{ input: Buffer.from(childPortraitSvg(looks)) }])
    .png({ compressionLevel: 1 })
    .toFile(output);
  return output;
}
