import { describe, expect, it } from "vitest";
import { captionText, escapeCueText, inLatinScript, numbersInWords, speakText } from "./spoken-text.ts";

describe("speakText", () => {
  it("leaves emoji, links, e-mail addresses and markup unsaid", () => {
    expect(speakText("Swimming 🏊‍♀️ with Dad 👨‍👧 🇺🇸", "en")).toBe("Swimming with Dad");
    expect(speakText("See https://example.com/a?b=1 and www.elves.org today", "en")).toBe("See and today");
    expect(speakText("Write to santa@northpole.example please", "en")).toBe("Write to please");
    expect(speakText('<script>alert("x")</script>Hi <b>you</b>', "en")).toBe("alert x Hi you");
    expect(speakText("Love you <3 :) ;-P", "en")).toBe("Love you");
  });

  it("says numbers in words: ordinals, thousands, decimals, percentages, years", () => {
    expect(speakText("Started 1st grade & read 20 books!!!", "en")).toBe(
      "Started first grade and read twenty books!",
    );
    expect(speakText("A 1,500 piece puzzle, 2.5 km, 100% effort, since 2019", "en")).toBe(
      "A fifteen hundred piece puzzle, two point five km, one hundred percent effort, since twenty nineteen",
    );
    expect(speakText("Leí 1 libro, 21 cuentos y 2,5 kilos; 1º de la clase, 1ª vez, 3er lugar", "es")).toBe(
      "Leí un libro, veintiún cuentos y dos coma cinco kilos; primero de la clase, primera vez, tercer lugar",
    );
    expect(speakText("uno y 2", "es")).toBe("uno y dos");
  });

  it("says a number past 9999, or with a leading zero, digit by digit", () => {
    expect(numbersInWords("12345 and 007", "en")).toBe("one two three four five and zero zero seven");
  });

  it("keeps no control, bidi or zero-width character, and no line break", () => {
    expect(speakText("I love\u202E you\u200B\r\nso\u0000 much", "en")).toBe("I love you so much");
  });

  it("keeps the accents of names", () => {
    expect(speakText("Siobhán, Xóchitl, Nguyễn, Zoë", "en")).toBe("Siobhán, Xóchitl, Nguyễn, Zoë");
  });
});

describe("captionText and escapeCueText", () => {
  it("keep the text as typed on one line, never a cue timing or a tag", () => {
    const caption = escapeCueText(captionText("Zoë 🦄 <3\n00:00:01.000 --> 00:00:02.000\n& <b>bold</b>"));
    expect(caption).toBe("Zoë 🦄 &lt;3 00:00:01.000 --&gt; 00:00:02.000 &amp; bold");
    expect(caption).not.toMatch(/[\n<>]|-->/);
  });
});

describe("inLatinScript", () => {
  it("tells the names the voices can say from the ones they cannot", () => {
    expect(inLatinScript("Nguyễn Siobhán")).toBe(true);
    expect(inLatinScript("محمد")).toBe(false);
    expect(inLatinScript("李小龙")).toBe(false);
    expect(inLatinScript("Anna 李")).toBe(false);
  });
});
