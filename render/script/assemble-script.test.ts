import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadManifest } from "../manifest/manifest-schema.ts";
import type { StorylineScript } from "../manifest/script-schema.ts";
import { assembleScript } from "./assemble-script.ts";
import type { ScriptChild } from "./slot-values.ts";

const texts = loadManifest(path.join(import.meta.dirname, "..", "templates", "short")).languages;
const script: StorylineScript = {
  scenes: {
    intro: [{ id: "hello", kind: "fixed", say: "Ho, ho, ho!" }],
    title: [
      { id: "hi-name", kind: "personal", say: "Hello, {name}!", fallback: "hi-friend" },
      { id: "age", kind: "personal", say: "You are {age} now.", fallback: "grown", at: 1 },
    ],
    photos: [
      {
        id: "count",
        kind: "personal",
        say: { one: "I have a photo of you.", other: "I have {photoCount} photos of you." },
        fallback: "book",
      },
      { id: "photo", kind: "photos", say: ["Look at this one!", "And this one!"], max: 3, fallback: "story" },
    ],
    wishes: [{ id: "wishes", kind: "personal", say: "On your list: {wishes}.", fallback: "secret" }],
    message: [{ id: "message", kind: "personal", say: "They said: {message}", fallback: "card" }],
  },
  fallbacks: {
    "hi-friend": "Hello, my friend!",
    grown: "How you have grown!",
    book: "My magic book!",
    story: "Once upon a time…",
    secret: "I know your wishes.",
    card: "Here is a message for you.",
  },
};
const scenes = ["intro", "title", "photos", "wishes", "message", "closing"];
const child: ScriptChild = {
  name: "Zoë <3",
  age: 7,
  achievements: "",
  wishes: "a bike\na sled\na kite\na drum",
  message: "We love you & we're proud 💕",
  photoCount: 5,
  eyeColour: "blue",
};
const assemble = (details: Partial<ScriptChild>, language: "en" | "es" = "en") =>
  assembleScript(script, scenes, language, { ...child, ...details }, texts[language].texts);

describe("assembleScript", () => {
  it("says each scene's lines in the storyline's order, slots filled", () => {
    const phrases = assemble({});
    expect(phrases.map((p) => [p.scene, p.line, p.speak])).toEqual([
      ["intro", "hello", "Ho, ho, ho!"],
      ["title", "hi-name", "Hello, Zoë!"],
      ["title", "age", "You are seven years old now."],
      ["photos", "count", "I have five photos of you."],
      ["photos", "photo", "Look at this one!"],
      ["photos", "photo", "And this one!"],
      ["photos", "photo", "Look at this one!"],
      ["wishes", "wishes", "On your list: a bike, a sled, a kite and a drum."],
      ["message", "message", "They said: We love you and we're proud."],
    ]);
  });

  it("marks each phrase fixed or personal, with the slot it fills and where", () => {
    const [intro, name, age, , firstPhoto, secondPhoto] = assemble({});
    expect(intro).toMatchObject({ kind: "fixed", caption: "Ho, ho, ho!" });
    expect(intro?.slot).toBeUndefined();
    expect(name).toMatchObject({
      kind: "personal",
      slot: "name",
      caption: "Hello, Zoë &lt;3!",
      parts: [{ speak: "Hello, " }, { speak: "Zoë", slot: "name" }, { speak: "!" }],
    });
    expect(age).toMatchObject({ slot: "age", at: 1, caption: "You are 7 years old now." });
    expect(firstPhoto).toMatchObject({ kind: "fixed", slot: "photo", photo: 0 });
    expect(secondPhoto).toMatchObject({ photo: 1 });
  });

  it("chooses the plural form by the photo count", () => {
    expect(assemble({ photoCount: 1 }).find((p) => p.line === "count")?.speak).toBe("I have a photo of you.");
    expect(assemble({ photoCount: 1 }).filter((p) => p.slot === "photo")).toHaveLength(1);
  });

  it("says each line's fallback when its slot cannot be said, and only that line's", () => {
    const phrases = assemble({ name: "李小龙", age: 0, wishes: "🎁", message: "", photoCount: 0 });
    expect(phrases.map((p) => [p.line, p.kind, p.slot, p.fallback, p.speak])).toEqual([
      ["hello", "fixed", undefined, undefined, "Ho, ho, ho!"],
      ["hi-friend", "fixed", "name", true, "Hello, my friend!"],
      ["grown", "fixed", "age", true, "How you have grown!"],
      ["book", "fixed", "photoCount", true, "My magic book!"],
      ["story", "fixed", "photo", true, "Once upon a time…"],
      ["secret", "fixed", "wishes", true, "I know your wishes."],
      ["card", "fixed", "message", true, "Here is a message for you."],
    ]);
    expect(phrases.find((p) => p.line === "grown")?.at).toBe(1);
  });

  it("keeps every caption on one escaped line and every spoken text free of markup", () => {
    const phrases = assemble({
      name: "<i>Al</i>\n00:00:01.000 --> 00:00:09.000",
      wishes: "a <b>bike</b> & more\n-->",
      message: "Line one\r\nLine two --> <script>x</script> &amp;",
    });
    for (const { caption, speak } of phrases) {
      expect(caption).not.toMatch(/[\r\n<>]|-->/);
      expect(caption).not.toMatch(/&(?!amp;|lt;|gt;)/);
      expect(speak).not.toMatch(/[<>&{}\d\r\n]/);
    }
  });

  it("says Spanish lists and numbers the Spanish way", () => {
    const phrases = assemble({ wishes: "una bici y 1 trineo\nir a la nieve", age: 1 }, "es");
    expect(phrases.find((p) => p.line === "wishes")?.speak).toBe(
      "On your list: una bici, un trineo e ir a la nieve.",
    );
    expect(phrases.find((p) => p.line === "age")?.speak).toBe("You are un año now.");
  });
});
