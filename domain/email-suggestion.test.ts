import { describe, expect, it } from "vitest";
import { suggestEmail } from "./email-suggestion.ts";

describe("the e-mail typo suggestion", () => {
  it.each([
    ["maria@gmial.com", "maria@gmail.com"],
    ["maria@gmail.con", "maria@gmail.com"],
    ["maria@gmai.com", "maria@gmail.com"],
    ["maria@hotmial.com", "maria@hotmail.com"],
    ["maria@yaho.com", "maria@yahoo.com"],
    ["maria@outlok.com", "maria@outlook.com"],
  ])("suggests %s → %s", (typed, suggested) => {
    expect(suggestEmail(typed)).toBe(suggested);
  });

  it("stays quiet for a correct common address and for unrelated domains", () => {
    expect(suggestEmail("maria@gmail.com")).toBeUndefined();
    expect(suggestEmail("maria@garcia-family.org")).toBeUndefined();
    expect(suggestEmail("not an e-mail")).toBeUndefined();
  });
});
