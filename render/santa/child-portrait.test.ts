// The portrait drawn for every colour a parent can choose, and for words typed in either language:
// the colours read back from the picture are the ones asked for.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { eyeColourOf, hairColourOf, portraitColours } from "#domain/child-colours.ts";
import { EYE_COLOURS, HAIR_COLOURS } from "#domain/order-fields.ts";
import { childPortraitSvg, PORTRAIT_SAMPLES } from "#art/child-portrait.ts";
import type { ChildLooks } from "./portrait-art.ts";
import { colourDistance, sampleColour } from "./child-portrait.test-support.ts";

async function drawn(looks: ChildLooks): Promise<Buffer> {
  return sharp(Buffer.from(childPortraitSvg(looks)))
    .flatten({ background: "#102040" })
    .png()
    .toBuffer();
}

const OTHER_WORDS = {
  eyes: ["azul verdoso", "marrón oscuro", "gris claro", "blue-green", "dark brown", "amber"],
  hair: ["castaño claro", "pelirrojo", "rubio platino", "strawberry blonde", "dark brown", "auburn"],
};

describe("the child's portrait", () => {
  const listedEyes = EYE_COLOURS.filter((c) => c !== "other");
  const listedHair = HAIR_COLOURS.filter((c) => c !== "other");

  it.each(listedEyes)("draws %s eyes in their colour", async (choice) => {
    const eyes = eyeColourOf({ choice }).colour;
    const png = await drawn({ eyes, hair: "#6b4423", eyeChoice: "other" });
    expect(colourDistance(await sampleColour(png, PORTRAIT_SAMPLES.eyes), eyes)).toBeLessThanOrEqual(2);
  });

  it.each(listedHair)("draws %s hair in its colour", async (choice) => {
    const hair = hairColourOf({ choice });
    if (hair.bald) throw new Error("a listed hair colour is a colour");
    const png = await drawn({ eyes: "#3a6ea5", hair: hair.colour, eyeChoice: "blue" });
    expect(colourDistance(await sampleColour(png, PORTRAIT_SAMPLES.hair), hair.colour)).toBeLessThanOrEqual(
      2,
    );
  });

  it.each(OTHER_WORDS.eyes)("reads eyes typed as “%s” and draws them in that colour", async (words) => {
    const reading = eyeColourOf({ choice: "other", other: words });
    expect(reading.understood).toBe(true);
    const png = await drawn({ eyes: reading.colour, hair: "#6b4423", eyeChoice: "other" });
    expect(
      colourDistance(await sampleColour(png, PORTRAIT_SAMPLES.eyes), reading.colour),
    ).toBeLessThanOrEqual(2);
  });

  it.each(OTHER_WORDS.hair)("reads hair typed as “%s” and draws it in that colour", async (words) => {
    const looks = portraitColours({ eyeColour: "blue", hairColour: "other", hairColourOther: words });
    expect(looks.hair).not.toBeNull();
    const png = await drawn(looks);
    expect(
      colourDistance(await sampleColour(png, PORTRAIT_SAMPLES.hair), looks.hair as string),
    ).toBeLessThanOrEqual(2);
  });

  it("draws a bald child with skin where the fringe would be, and a rainbow of eyes in the neutral colour", async () => {
    const looks = portraitColours({
      eyeColour: "other",
      eyeColourOther: "rainbow",
      hairColour: "other",
      hairColourOther: "none",
    });
    expect(looks.hair).toBeNull();
    const png = await drawn(looks);
    const forehead = await sampleColour(png, PORTRAIT_SAMPLES.hair);
    expect(colourDistance(forehead, "#f5cfb0")).toBeLessThanOrEqual(2);
    expect(eyeColourOf({ choice: "other", other: "rainbow" }).understood).toBe(false);
    expect(colourDistance(await sampleColour(png, PORTRAIT_SAMPLES.eyes), looks.eyes)).toBeLessThanOrEqual(2);
  });
});
