// Santa's script in the manifest: per storyline and language, the lines he says in each scene, in order.
import { z } from "zod";
import { MAX_PHOTOS_PER_FILM } from "#domain/shop.ts";

/** What a personal line may name; each personal line names exactly one, so a bad value loses only that line. */
export const SLOTS = ["name", "age", "eyes", "achievements", "wishes", "photoCount", "message"] as const;
export type Slot = (typeof SLOTS)[number];

const lineId = z.string().regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and dashes");
/** Words as a voice says them: no digits (write "seven"), markup, braces or line breaks. */
const sayable = /^[^{}<>&\d\r\n]+$/;
const fixedText = z
  .string()
  .trim()
  .min(1)
  .regex(sayable, "must be words to say: no digits, braces, <, > or & and no line breaks");
const slotPattern = new RegExp(`\\{(${SLOTS.join("|")})\\}`, "g");
const personalText = z
  .string()
  .trim()
  .min(1)
  .refine((text) => (text.match(slotPattern) ?? []).length === 1, {
    message: `must name exactly one slot: ${SLOTS.map((s) => `{${s}}`).join(", ")}`,
  })
  .refine((text) => sayable.test(text.replace(slotPattern, "")), {
    message: "must be words to say around its slot: no digits, other braces, <, > or & and no line breaks",
  });
const oneForm = z
  .string()
  .trim()
  .min(1)
  .refine((text) => sayable.test(text.replace(/\{photoCount\}/, "")), {
    message: "must be words to say, with {photoCount} at most",
  });
/**
 * Seconds into the scene before which the line does not start: spaces a long fixed scene's lines along its
 * clip. Without it a line follows the one before after a short pause.
 */
const at = z.number().nonnegative().optional();

const fixedLine = z.object({ id: lineId, kind: z.literal("fixed"), say: fixedText, at });
const personalLine = z.object({
  id: lineId,
  kind: z.literal("personal"),
  /**
   * With `{photoCount}`, the forms by the language's plural rules, as the age text has them; the `one`
   * form may say the number in its own words ("a photo", "una foto") and leave the slot out.
   */
  say: z.union([personalText, z.object({ one: oneForm.optional(), other: personalText })]),
  /** The id of a line in `fallbacks`, said in this one's place when its slot cannot be said. */
  fallback: lineId,
  at,
});
const photosLine = z.object({
  id: lineId,
  kind: z.literal("photos"),
  /** Said once per photo, the next form each time and round again ("Look at this one!", "And this one…"). */
  say: z.array(fixedText).min(1),
  /** At most this many photos get a line; the rest are shown in silence. */
  max: z.number().int().min(1).max(MAX_PHOTOS_PER_FILM),
  /** Said once when the child has no photos. */
  fallback: lineId,
  at,
});
export const scriptLine = z.discriminatedUnion("kind", [fixedLine, personalLine, photosLine]);

export const storylineScript = z.object({
  /** Scene id → the lines said in it, in order. */
  scenes: z.record(z.string(), z.array(scriptLine).min(1)),
  /** Fixed lines said only in place of a personal line whose slot cannot be said; id → words. */
  fallbacks: z.record(lineId, fixedText),
});

export type ScriptLine = z.infer<typeof scriptLine>;
export type StorylineScript = z.infer<typeof storylineScript>;

interface SceneShape {
  kind: string;
  seconds: number;
}

/** What is wrong with a storyline's script beyond its shape, each with its path inside the script. */
export function scriptProblems(
  script: StorylineScript,
  storylineScenes: readonly string[],
  scenes: Readonly<Record<string, SceneShape>>,
): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  const ids = new Set(Object.keys(script.fallbacks));
  const used = new Set<string>();
  for (const [sceneId, lines] of Object.entries(script.scenes)) {
    const scene = scenes[sceneId];
    const times = storylineScenes.filter((id) => id === sceneId).length;
    if (!scene || times !== 1) {
      problems.push({
        path: ["scenes", sceneId],
        message:
          times === 0
            ? `"${sceneId}" is not a scene of this storyline`
            : `"${sceneId}" appears ${times} times`,
      });
      continue;
    }
    for (const [index, line] of lines.entries()) {
      const path = ["scenes", sceneId, index];
      if (ids.has(line.id))
        problems.push({ path: [...path, "id"], message: `the id "${line.id}" is used twice` });
      ids.add(line.id);
      if (line.kind !== "fixed" && scene.kind === "fixed") {
        // A fixed scene's clip, with Santa's face, is prepared once for every child.
        problems.push({ path, message: "a fixed scene says only fixed lines" });
      }
      if (line.kind === "photos" && scene.kind !== "photos") {
        problems.push({ path, message: "a photos line belongs in the photos scene" });
      }
      if (line.kind !== "fixed") {
        used.add(line.fallback);
        if (!(line.fallback in script.fallbacks)) {
          problems.push({ path: [...path, "fallback"], message: `no fallback "${line.fallback}"` });
        }
      }
      if (line.at !== undefined && line.at >= scene.seconds) {
        problems.push({
          path: [...path, "at"],
          message: `${line.at} s is past the scene's end (${scene.seconds} s)`,
        });
      }
      if (
        line.kind === "personal" &&
        typeof line.say !== "string" &&
        !line.say.other.includes("{photoCount}")
      ) {
        problems.push({
          path: [...path, "say"],
          message: "plural forms are for {photoCount}; {age} has its own",
        });
      }
    }
  }
  for (const id of Object.keys(script.fallbacks)) {
    if (!used.has(id)) problems.push({ path: ["fallbacks", id], message: "no line falls back to it" });
  }
  return problems;
}
