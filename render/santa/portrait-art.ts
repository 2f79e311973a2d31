// The title scene's art with the child's portrait drawn in, for one film (sharp; the drawing is child-portrait.ts).
import sharp from "sharp";
import { childPortraitSvg, type ChildLooks } from "./child-portrait.ts";

/** The title scene's art with the child's portrait drawn into its oval, for this film only. */
export async function withPortrait(art: string, looks: ChildLooks, output: string): Promise<string> {
  await sharp(art)
    .composite([{ input: Buffer.from(childPortraitSvg(looks)) }])
    .png({ compressionLevel: 1 })
    .toFile(output);
  return output;
}
