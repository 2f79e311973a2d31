// The order form's portrait is the film's: for the same choices it reads the same colours as the film
// (portraitColours, which the render job uses), and its picture has the same pixels as the oval the
// film composites onto its title art (withPortrait).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { childPortraitAloneSvg, PORTRAIT_BOX } from "#art/child-portrait.ts";
import { portraitColours } from "#domain/child-colours.ts";
import type { EYE_COLOURS, HAIR_COLOURS } from "#domain/order-fields.ts";
import { withPortrait } from "#render/santa/portrait-art.ts";
import { en, type MessageKey } from "../../i18n/en.ts";
import { es } from "../../i18n/es.ts";
import { translate, type MessageValues } from "../../i18n/translate.ts";
import { portraitPicture } from "./portrait-picture.tsx";

const inEnglish = (key: MessageKey, values?: MessageValues) => translate(en, key, values);
const inSpanish = (key: MessageKey, values?: MessageValues) => translate(es, key, values);

type Film = {
  eyeColour: (typeof EYE_COLOURS)[number];
  eyeColourOther: string;
  hairColour: (typeof HAIR_COLOURS)[number];
  hairColourOther: string;
};

const FILMS: Film[] = [
  { eyeColour: "brown", eyeColourOther: "", hairColour: "red", hairColourOther: "" },
  { eyeColour: "hazel", eyeColourOther: "", hairColour: "white", hairColourOther: "" },
  {
    eyeColour: "other",
    eyeColourOther: "azul verdoso",
    hairColour: "other",
    hairColourOther: "strawberry blonde",
  },
  { eyeColour: "grey", eyeColourOther: "", hairColour: "other", hairColourOther: "calvo" },
  { eyeColour: "other", eyeColourOther: "rainbow", hairColour: "other", hairColourOther: "castaño claro" },
];

const BACKGROUND = "#203050";
let dir: string;
let art: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "portrait-picture-"));
  art = path.join(dir, "art.png");
  await sharp({ create: { width: 1920, height: 1080, channels: 3, background: BACKGROUND } })
    .png()
    .toFile(art);
});

afterAll(() => rm(dir, { recursive: true, force: true }));

const rgb = (image: Sharp) => image.flatten({ background: BACKGROUND }).removeAlpha().raw().toBuffer();

describe("the portrait beside the colours", () => {
  it.each(FILMS)(
    "is the film's drawing for $eyeColour $eyeColourOther eyes, $hairColour $hairColourOther hair",
    async (film) => {
      const picture = portraitPicture(film, inEnglish, "en");
      const looks = portraitColours(film);
      expect(picture.colours).toEqual({ eyes: looks.eyes, hair: looks.hair });
      const svg = decodeURIComponent(picture.src.replace(/^data:image\/svg\+xml,/, ""));
      expect(svg).toBe(childPortraitAloneSvg(looks));

      const frame = await withPortrait(art, looks, path.join(dir, "frame.png"));
      const filmOval = await rgb(
        sharp(frame).extract({
          left: PORTRAIT_BOX.x,
          top: PORTRAIT_BOX.y,
          width: PORTRAIT_BOX.width,
          height: PORTRAIT_BOX.height,
        }),
      );
      const preview = await rgb(sharp(Buffer.from(svg)));
      expect(preview.length).toBe(filmOval.length);
      let largest = 0;
      for (let i = 0; i < preview.length; i++)
        largest = Math.max(largest, Math.abs(preview[i]! - filmOval[i]!));
      expect(largest).toBeLessThanOrEqual(2);
    },
  );

  it("names the colours it drew with the form's words, or the parent's", () => {
    const name = (film: Film, language: "en" | "es") =>
      portraitPicture(film, language === "en" ? inEnglish : inSpanish, language).name;
    expect(name(FILMS[0]!, "en")).toBe("Portrait: brown eyes, red hair");
    expect(name(FILMS[0]!, "es")).toBe("Retrato: ojos marrones, pelo pelirrojo");
    expect(name(FILMS[2]!, "en")).toBe("Portrait: azul verdoso eyes, strawberry blonde hair");
    expect(name(FILMS[2]!, "es")).toBe("Retrato: ojos azul verdoso, pelo strawberry blonde");
    expect(name(FILMS[3]!, "en")).toBe("Portrait: grey eyes, no hair");
    expect(name(FILMS[3]!, "es")).toBe("Retrato: ojos grises, sin pelo");
    expect(name(FILMS[4]!, "en")).toBe("Portrait: eyes in a plain colour, castaño claro hair");
    const unchosen = { eyeColour: "", eyeColourOther: "", hairColour: "blonde", hairColourOther: "" };
    expect(portraitPicture(unchosen, inSpanish, "es").name).toBe(
      "Retrato: ojos de un color neutro, pelo rubio",
    );
  });
});
