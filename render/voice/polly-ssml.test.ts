import { describe, expect, it } from "vitest";
import { escapeXml, pollySsml } from "./polly-ssml.ts";
import { parseSpeechMarks } from "./polly-speech-marks.ts";

describe("pollySsml", () => {
  it("says a name with IPA through <phoneme> and one with a respelling through <sub>", () => {
    expect(
      pollySsml("Merry Christmas, Siobhán and Xóchitl!", [
        { word: "Siobhán", ipa: "ʃɪˈvɔːn" },
        { word: "Xóchitl", respelling: "SO-cheet" },
      ]),
    ).toBe(
      '<speak>Merry Christmas, <phoneme alphabet="ipa" ph="ʃɪˈvɔːn">Siobhán</phoneme> and ' +
        '<sub alias="SO-cheet">Xóchitl</sub>!</speak>',
    );
  });

  it("prefers the phonemes when both are given, and leaves a word without either as written", () => {
    expect(
      pollySsml("Zoë, Niamh", [{ word: "Zoë", ipa: "ˈzoʊi", respelling: "ZOH-ee" }, { word: "Niamh" }]),
    ).toBe('<speak><phoneme alphabet="ipa" ph="ˈzoʊi">Zoë</phoneme>, Niamh</speak>');
  });

  it("marks the name wherever it stands as a whole word, in any case, and never inside another word", () => {
    const ssml = pollySsml("JOSÉ! José's friend Josémaria", [{ word: "José", respelling: "ho-SAY" }]);
    expect(ssml).toBe(
      '<speak><sub alias="ho-SAY">JOSÉ</sub>! <sub alias="ho-SAY">José</sub>&apos;s friend Josémaria</speak>',
    );
  });

  it("matches a name typed in decomposed Unicode (e + combining accent) as the same name", () => {
    expect(pollySsml("Jose\u0301", [{ word: "José", respelling: "ho-SAY" }])).toBe(
      '<speak><sub alias="ho-SAY">José</sub></speak>',
    );
  });

  it("escapes what a parent typed, so it is spoken and never becomes markup", () => {
    const message = `Tom & Ana say <break time="10s"/> "hi" </speak><speak>`;
    expect(pollySsml(message)).toBe(
      "<speak>Tom &amp; Ana say &lt;break time=&quot;10s&quot;/&gt; &quot;hi&quot; &lt;/speak&gt;&lt;speak&gt;</speak>",
    );
  });

  it("escapes a pronunciation's own text too: an operator's entry cannot close the attribute", () => {
    expect(pollySsml("Ana", [{ word: "Ana", respelling: 'AH-nah"/><break time="9s' }])).toBe(
      '<speak><sub alias="AH-nah&quot;/&gt;&lt;break time=&quot;9s">Ana</sub></speak>',
    );
  });

  it("drops control characters XML cannot carry rather than send a document Polly refuses", () => {
    expect(escapeXml("a\u0000b\u001Fc\td\ne")).toBe("abc\td\ne");
  });
});

describe("parseSpeechMarks", () => {
  it("gives each word its start and the next word's start as its end, visemes in seconds", () => {
    const marks = [
      { time: 6, type: "word", start: 7, end: 12, value: "Merry" },
      { time: 6, type: "viseme", value: "p" },
      { time: 373, type: "word", start: 13, end: 22, value: "Christmas" },
      { time: 380, type: "viseme", value: "k" },
    ]
      .map((mark) => JSON.stringify(mark))
      .join("\n");
    expect(parseSpeechMarks(`${marks}\nnot json\n`, 1.2)).toEqual({
      words: [
        { text: "Merry", start: 0.006, end: 0.373 },
        { text: "Christmas", start: 0.373, end: 1.2 },
      ],
      visemes: [
        { viseme: "p", time: 0.006 },
        { viseme: "k", time: 0.38 },
      ],
    });
  });
});
