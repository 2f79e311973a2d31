// The cloud voice through the official AWS SDK against a local stand-in of Polly's HTTP API: what
// it sends, what it makes of the answer, and how each failure is named for the fallback.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { packagedFfmpeg } from "../ffmpeg/locate-ffmpeg.ts";
import { createPollyVoice, type PollySettings } from "./cloud-polly.ts";
import {
  STAND_IN_SECONDS_PER_WORD,
  startPollyStandIn,
  type PollyStandIn,
} from "./polly-stand-in.test-support.ts";
import type { VoiceFailureReason } from "./voice-failed.ts";
import { VoiceFailed } from "./voice-failed.ts";

let standIn: PollyStandIn;
beforeAll(async () => {
  standIn = await startPollyStandIn();
});
afterAll(() => standIn.close());
afterEach(() => {
  standIn.behaviour = "speak";
  standIn.requests.length = 0;
});

function voice(overrides: Partial<PollySettings> = {}) {
  return createPollyVoice({
    region: "us-east-1",
    accessKeyId: "AKIASTANDIN000000001",
    secretAccessKey: "stand-in-secret",
    voices: { en: "Gregory", es: "Andres" },
    timeoutSeconds: 10,
    endpoint: standIn.url,
    ffmpeg: packagedFfmpeg() ?? "ffmpeg",
    ...overrides,
  });
}

/** The WAV's format fields and its length in seconds. */
function readWav(wav: Uint8Array) {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const text = (offset: number) => String.fromCharCode(...wav.subarray(offset, offset + 4));
  return {
    riff: text(0),
    wave: text(8),
    format: view.getUint16(20, true),
    channels: view.getUint16(22, true),
    sampleRate: view.getUint32(24, true),
    bits: view.getUint16(34, true),
    seconds: view.getUint32(40, true) / 2 / view.getUint32(24, true),
  };
}

async function failureOf(promise: Promise<unknown>): Promise<VoiceFailureReason> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(VoiceFailed);
  return (error as VoiceFailed).reason;
}

describe("the Polly voice", () => {
  it("sends the name's pronunciation as SSML, signed for Polly, to the stand-in and nowhere else", async () => {
    await voice().synthesise({
      language: "en",
      text: "Merry Christmas, Siobhán and Xóchitl!",
      pronunciations: [
        { word: "Siobhán", ipa: "ʃɪˈvɔːn" },
        { word: "Xóchitl", respelling: "SO-cheet" },
      ],
    });
    // Two calls on the same SSML: the audio, and its word and viseme marks.
    expect(standIn.requests).toHaveLength(2);
    for (const request of standIn.requests) {
      expect(request).toMatchObject({
        method: "POST",
        path: "/v1/speech",
        authority: new URL(standIn.url).host,
      });
      expect(request.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIASTANDIN000000001\/\d{8}\/us-east-1\/polly\/aws4_request/,
      );
      expect(request.body).toMatchObject({
        Engine: "neural",
        TextType: "ssml",
        VoiceId: "Gregory",
        Text:
          '<speak>Merry Christmas, <phoneme alphabet="ipa" ph="ʃɪˈvɔːn">Siobhán</phoneme> and ' +
          '<sub alias="SO-cheet">Xóchitl</sub>!</speak>',
      });
    }
    const formats = standIn.requests.map((request) => request.body.OutputFormat).sort();
    expect(formats).toEqual(["json", "ogg_vorbis"]);
    const marks = standIn.requests.find((request) => request.body.OutputFormat === "json");
    expect(marks?.body.SpeechMarkTypes).toEqual(["word", "viseme"]);
  });

  it("escapes <, & and quotes in a parent's text, in the voice of the phrase's language", async () => {
    await voice().synthesise({ language: "es", text: `Papá & mamá dicen: "<te queremos>" 'mucho'` });
    expect(standIn.requests[0]?.body.VoiceId).toBe("Andres");
    expect(standIn.requests[0]?.body.Text).toBe(
      "<speak>Papá &amp; mamá dicen: &quot;&lt;te queremos&gt;&quot; &apos;mucho&apos;</speak>",
    );
  });

  it("answers mono 16-bit WAV with the words and visemes the service timed", async () => {
    const speech = await voice().synthesise({ language: "en", text: "Ho ho ho, Zoë!" });
    const wav = readWav(speech.wav);
    expect(wav).toMatchObject({
      riff: "RIFF",
      wave: "WAVE",
      format: 1,
      channels: 1,
      sampleRate: 24_000,
      bits: 16,
    });
    // The stand-in speaks 0.35 s a word: four words.
    expect(wav.seconds).toBeCloseTo(4 * STAND_IN_SECONDS_PER_WORD, 1);
    expect(speech.words?.map((word) => word.text)).toEqual(["Ho", "ho", "ho,", "Zoë!"]);
    expect(speech.words?.[1]).toEqual({ text: "ho", start: 0.35, end: 0.7 });
    expect(speech.words?.at(-1)?.end).toBeCloseTo(wav.seconds, 3);
    expect(speech.visemes?.slice(0, 2)).toEqual([
      { viseme: "p", time: 0 },
      { viseme: "a", time: 0.12 },
    ]);
  });

  it("names its voice per language, and has none where no voice is configured", async () => {
    const englishOnly = voice({ voices: { en: "Gregory" } });
    expect(englishOnly.id).toBe("polly");
    expect(englishOnly.voice("en")).toBe("Gregory");
    expect(englishOnly.voice("es")).toBeUndefined();
    expect(await failureOf(englishOnly.synthesise({ language: "es", text: "Hola" }))).toBe("not-configured");
    expect(standIn.requests).toHaveLength(0);
  });

  it("says a name from its respelling when Polly refuses its IPA, in the same voice", async () => {
    standIn.behaviour = "no-ipa";
    const speech = await voice().synthesise({
      language: "en",
      text: "Hello Nguyễn",
      pronunciations: [{ word: "Nguyễn", ipa: "ŋʷiən˦˥", respelling: "Win" }],
    });
    expect(speech.words?.map((word) => word.text)).toEqual(["Hello", "Nguyễn"]);
    const sent = [...new Set(standIn.requests.map((request) => request.body.Text))];
    expect(sent).toEqual([
      '<speak>Hello <phoneme alphabet="ipa" ph="ŋʷiən˦˥">Nguyễn</phoneme></speak>',
      '<speak>Hello <sub alias="Win">Nguyễn</sub></speak>',
    ]);
  });

  it("says 'refused' when the service answers 500", async () => {
    standIn.behaviour = "refuse";
    expect(await failureOf(voice().synthesise({ language: "en", text: "Hello" }))).toBe("refused");
  });

  it("says 'timeout' when the service does not answer within the engine's deadline", async () => {
    standIn.behaviour = "hang";
    expect(await failureOf(voice({ timeoutSeconds: 1 }).synthesise({ language: "en", text: "Hello" }))).toBe(
      "timeout",
    );
  });

  it("says 'not-audio' when the bytes do not decode as audio", async () => {
    standIn.behaviour = "junk";
    expect(await failureOf(voice().synthesise({ language: "en", text: "Hello" }))).toBe("not-audio");
  });

  it("says 'empty-audio' when the audio comes back empty, or holds only silence", async () => {
    standIn.behaviour = "empty";
    expect(await failureOf(voice().synthesise({ language: "en", text: "Hello" }))).toBe("empty-audio");
    standIn.behaviour = "silent";
    expect(await failureOf(voice().synthesise({ language: "en", text: "Hello" }))).toBe("empty-audio");
  });
});
