import { describe, expect, it } from "vitest";
import { greetingPhrase } from "./greeting-words.ts";

describe("the greeting a parent hears", () => {
  it("says the name twice in the film's language, each time as the name's own part", () => {
    const english = greetingPhrase("en", "Siobhán");
    expect(english.speak).toBe("Hello, Siobhán! Merry Christmas, Siobhán!");
    expect(english.parts.filter((part) => part.slot === "name").map((part) => part.speak)).toEqual([
      "Siobhán",
      "Siobhán",
    ]);
    expect(greetingPhrase("es", "Siobhán").speak).toBe("¡Hola, Siobhán! ¡Feliz Navidad, Siobhán!");
  });

  it("is the child's own words, never a fixed line shared by every child", () => {
    expect(greetingPhrase("en", "Ana").kind).toBe("personal");
  });
});
