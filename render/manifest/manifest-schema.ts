// A film template's manifest: its scenes, storylines and per-language texts, checked with zod at load.
import { EYE_COLOURS } from "#domain/order-fields.ts";
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { LANGUAGES } from "#domain/language.ts";
import { ManifestInvalid } from "../runs/errors.ts";
import { FILM } from "../ffmpeg/encoder-settings.ts";
import { scriptProblems, storylineScript } from "./script-schema.ts";

const seconds = z
  .number()
  .positive()
  .refine((value) => Math.abs(value * FILM.fps - Math.round(value * FILM.fps)) < 1e-6, {
    message: `must be a whole number of frames at ${FILM.fps} fps`,
  });
const mediaPath = z
  .string()
  .min(1)
  .refine((value) => !path.isAbsolute(value) && !value.split(/[\\/]/).includes(".."), {
    message: "must be a path inside the template folder",
  });
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour like #ffcc00");

/** Generated stand-in footage, used when the clip file is not in the template folder. */
const footagePlaceholder = z.enum(["north-pole", "workshop", "reindeer", "sleigh", "finale"]);

const fixedScene = z.object({
  kind: z.literal("fixed"),
  seconds,
  /** Any video file; the prepare step re-encodes it to the locked settings. */
  clip: mediaPath,
  placeholder: footagePlaceholder.optional(),
});
/** Our own drawn art, generated when the art file is not in the template folder. */
const artPlaceholder = z.enum(["title", "photo-frame", "magic-book", "list", "message", "closing"]);
const card = { seconds, art: mediaPath, artPlaceholder: artPlaceholder.optional() };
const personalScene = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("title"), ...card }),
  z.object({
    kind: z.literal("photos"),
    ...card,
    emptyArt: mediaPath,
    emptyArtPlaceholder: artPlaceholder.optional(),
  }),
  z.object({ kind: z.literal("list"), ...card, list: z.enum(["achievements", "wishes"]) }),
  z.object({ kind: z.literal("message"), ...card }),
  z.object({ kind: z.literal("closing"), ...card }),
]);
const scene = z.union([fixedScene, personalScene]);

const textStyle = z.object({
  font: z.enum(["regular", "bold"]),
  /** Sizes to try, largest first; long text shrinks to a smaller one. */
  sizes: z.array(z.number().int().min(16).max(300)).min(1),
  colour,
  outline: colour,
  maxLines: z.number().int().min(1).max(20),
});

const LISTED_EYE_COLOURS = EYE_COLOURS.filter(
  (colour): colour is Exclude<(typeof EYE_COLOURS)[number], "other"> => colour !== "other",
);

const languageTexts = z.object({
  styles: z.object({ name: textStyle, heading: textStyle, body: textStyle, message: textStyle }),
  texts: z.object({
    /**
     * The age in words by the language's plural rules (`one`: 1 in English and Spanish; `other`: the
     * rest); `{age}` is the number. On the title card, and what Santa says for `{age}`.
     */
    age: z.object({ one: z.string().min(1).optional(), other: z.string().min(1) }),
    /** The listed eye colours as Santa says them in `{eyes}` ("bright blue", "azules"). */
    eyeColours: z.object(
      Object.fromEntries(LISTED_EYE_COLOURS.map((colour) => [colour, z.string().min(1)])) as Record<
        (typeof LISTED_EYE_COLOURS)[number],
        z.ZodString
      >,
    ),
    achievementsHeading: z.string().min(1),
    wishesHeading: z.string().min(1),
    /** Shown on the list card when the parent left the list empty. */
    emptyList: z.string().min(1),
    /** The page of the magic book shown when there are no photos; `{name}` allowed. */
    magicBook: z.string().min(1),
    /** Said on the message card when the parent wrote none. */
    defaultMessage: z.string().min(1),
    closing: z.string().min(1),
  }),
});

const storylineLanguage = z.object({
  /** The storyline's music: the bed under Santa's voice, looped where the film grew longer than it. */
  audio: mediaPath,
  /** What Santa says, scene by scene (render/manifest/script-schema.ts); the captions are these lines. */
  script: storylineScript,
});

export const manifestSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and dashes"),
    scenes: z.record(z.string().regex(/^[a-z0-9-]+$/), scene),
    storylines: z
      .array(
        z.object({
          id: z.string().regex(/^[a-z0-9-]+$/),
          scenes: z.array(z.string()).min(1),
          /** Synthesised music used when an audio file is not in the template folder (its root note in Hz). */
          musicPlaceholder: z.object({ rootHz: z.number().min(100).max(600) }).optional(),
          languages: z.object(
            Object.fromEntries(LANGUAGES.map((l) => [l, storylineLanguage])) as Record<
              (typeof LANGUAGES)[number],
              typeof storylineLanguage
            >,
          ),
        }),
      )
      .min(2, "a template needs at least two storylines (siblings get different ones)"),
    languages: z.object(
      Object.fromEntries(LANGUAGES.map((l) => [l, languageTexts])) as Record<
        (typeof LANGUAGES)[number],
        typeof languageTexts
      >,
    ),
  })
  .superRefine((manifest, context) => {
    for (const [index, storyline] of manifest.storylines.entries()) {
      for (const [at, sceneId] of storyline.scenes.entries()) {
        if (!(sceneId in manifest.scenes)) {
          context.addIssue({
            code: "custom",
            path: ["storylines", index, "scenes", at],
            message: `no scene "${sceneId}"`,
          });
        }
      }
      for (const language of LANGUAGES) {
        for (const problem of scriptProblems(
          storyline.languages[language].script,
          storyline.scenes,
          manifest.scenes,
        )) {
          context.addIssue({
            code: "custom",
            path: ["storylines", index, "languages", language, "script", ...problem.path],
            message: problem.message,
          });
        }
      }
    }
  });

export type Manifest = z.infer<typeof manifestSchema>;
export type Scene = Manifest["scenes"][string];
export type PersonalScene = Exclude<Scene, { kind: "fixed" }>;
export type ArtPlaceholder = z.infer<typeof artPlaceholder>;
export type FootagePlaceholder = z.infer<typeof footagePlaceholder>;
export type TextStyle = z.infer<typeof textStyle>;
export type LanguageTexts = z.infer<typeof languageTexts>;

/** Parses a manifest; the error names the first bad field as a dotted path. */
export function parseManifest(json: unknown, file: string): Manifest {
  const result = manifestSchema.safeParse(json);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join(".") || "(root)";
  throw new ManifestInvalid(file, field, issue?.message ?? "invalid");
}

export function loadManifest(templateDir: string): Manifest {
  const file = path.join(templateDir, "manifest.json");
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new ManifestInvalid(file, "(file)", error instanceof Error ? error.message : String(error));
  }
  return parseManifest(json, file);
}
