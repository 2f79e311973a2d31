// @vitest-environment jsdom
// The console's production details of a film say which voices spoke Santa's lines, how many lines
// each, and why a voice fell back, in the operator's language; a film whose voice is not known
// (rendered before it was kept, or uploaded) says nothing about it.
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { FilmSpeech } from "#domain/film-speech.ts";
import type { Language } from "#domain/language.ts";
import { en } from "../../../i18n/en.ts";
import { es } from "../../../i18n/es.ts";
import { LanguageProvider } from "../../../i18n/language-provider.tsx";
import type { ConsoleFilm } from "../console-order.ts";
import { FilmRender } from "./film-render.tsx";

afterEach(cleanup);

const SPOKEN: FilmSpeech = {
  voices: [
    { engine: "festival", voice: "kal_diphone+santa2", phrases: 9 },
    { engine: "recording", voice: "", phrases: 1 },
  ],
  fallbacks: [
    { engine: "polly", reason: "timeout", detail: "no answer within 8 s" },
    { engine: "espeak-ng-wasm", reason: "engine-missing", detail: "" },
  ],
  spokenSeconds: 23.4,
};

function aFilm(speech: FilmSpeech | null): ConsoleFilm {
  return {
    id: "5b0f7c1e-3c2a-4a8e-9d7e-0f1c2b3a4d5e",
    position: 1,
    language: "en",
    child: {
      childName: "Zoë",
      namePronunciation: null,
      age: 6,
      achievements: null,
      eyeColour: "blue",
      eyeColourOther: null,
      hairColour: "brown",
      hairColourOther: null,
      wishes: null,
      message: null,
      childEmail: null,
      language: "en",
    },
    renderState: "ready",
    renderProgress: 100,
    renderAttempts: 1,
    renderError: null,
    speech,
    hasVideo: true,
    videoBytes: 12_000_000,
    durationMs: 61_000,
    renderedAt: "2026-11-27T10:00:00.000Z",
    deliveryToken: "AbCdEfGhIjKlMnOpQrStUv",
    photos: [],
  };
}

function show(film: ConsoleFilm, language: Language) {
  render(
    <LanguageProvider language={language} messages={language === "es" ? es : en}>
      <FilmRender film={film} headingId="film-1-render" />
    </LanguageProvider>,
  );
}

const items = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

const EXPECTED = {
  en: {
    label: "Santa's voice",
    voices: ["Festival (offline), voice kal_diphone+santa2, for 9 lines", "the shop's recording for 1 line"],
    spoken: "Santa speaks for 23 s of the film",
    fallbacksLabel: "Voice fallbacks",
    fallbacks: [
      "Fell back from Amazon Polly (cloud): timed out",
      "Fell back from espeak-ng WebAssembly (offline): not installed on this server",
    ],
  },
  es: {
    label: "Voz de Santa",
    voices: [
      "Festival (sin conexión), voz kal_diphone+santa2, en 9 frases",
      "la grabación de la tienda en 1 frase",
    ],
    spoken: "Santa habla 23 s del video",
    fallbacksLabel: "Voces que fallaron",
    fallbacks: [
      "Se pasó a otra voz porque Amazon Polly (en la nube) tardó demasiado",
      "Se pasó a otra voz porque espeak-ng WebAssembly (sin conexión) no está instalada en este servidor",
    ],
  },
};

describe("the console's film production details", () => {
  for (const language of ["en", "es"] as const) {
    it(`say who spoke Santa's lines and why a voice fell back (${language})`, () => {
      const expected = EXPECTED[language];
      show(aFilm(SPOKEN), language);
      expect(screen.getByText(expected.label).tagName).toBe("DT");
      expect(items("film-voices")).toEqual(expected.voices);
      expect(screen.getByText(expected.spoken)).toBeTruthy();
      expect(screen.getByText(expected.fallbacksLabel).tagName).toBe("DT");
      expect(
        within(screen.getByTestId("film-voice-fallbacks"))
          .getAllByRole("listitem")
          .map((item) => item.firstChild?.textContent),
      ).toEqual(expected.fallbacks);
      // The engine's own words, for whoever looks into it.
      expect(screen.getByText("no answer within 8 s").tagName).toBe("CODE");
    });

    it(`say nothing of fallbacks when the first voice spoke (${language})`, () => {
      show(aFilm({ ...SPOKEN, fallbacks: [] }), language);
      expect(items("film-voices")).toEqual(EXPECTED[language].voices);
      expect(screen.queryByText(EXPECTED[language].fallbacksLabel)).toBeNull();
      expect(screen.queryByTestId("film-voice-fallbacks")).toBeNull();
    });

    it(`say nothing of the voice of a film whose voice is not known (${language})`, () => {
      show(aFilm(null), language);
      expect(screen.getByTestId("render-state")).toBeTruthy();
      expect(screen.queryByText(EXPECTED[language].label)).toBeNull();
      expect(screen.queryByTestId("film-voices")).toBeNull();
      expect(screen.queryByTestId("film-voice-fallbacks")).toBeNull();
    });
  }
});
