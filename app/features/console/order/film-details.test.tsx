// @vitest-environment jsdom
// The console's order page shows how the parent says the child's name (decision 071), in the
// operator's language, and its one button posts it to the name library's "Save" for that name and
// the film's language; a child whose name is said as written shows a dash and no button.
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import type { Language } from "#domain/language.ts";
import { en, type MessageKey } from "../../../i18n/en.ts";
import { es } from "../../../i18n/es.ts";
import { LanguageProvider } from "../../../i18n/language-provider.tsx";
import { translate } from "../../../i18n/translate.ts";
import type { ConsoleFilm } from "../console-order.ts";
import { FilmDetails } from "./film-details.tsx";
import { NAME_LIBRARY_PATH } from "./name-pronunciation-offer.tsx";

afterEach(cleanup);

function aFilm(namePronunciation: string | null): ConsoleFilm {
  return {
    id: "5b0f7c1e-3c2a-4a8e-9d7e-0f1c2b3a4d5e",
    position: 1,
    language: "es",
    child: {
      childName: "Siobhán",
      namePronunciation,
      age: 6,
      achievements: null,
      eyeColour: "blue",
      eyeColourOther: null,
      hairColour: "brown",
      hairColourOther: null,
      wishes: null,
      message: null,
      childEmail: null,
      language: "es",
    },
    renderState: null,
    renderProgress: 0,
    renderAttempts: 0,
    renderError: null,
    speech: null,
    hasVideo: false,
    videoBytes: null,
    durationMs: null,
    renderedAt: null,
    deliveryToken: null,
    photos: [],
  };
}

function show(film: ConsoleFilm, language: Language) {
  const posted: FormData[] = [];
  const messages = language === "es" ? es : en;
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <LanguageProvider language={language} messages={messages}>
          <FilmDetails film={film} />
        </LanguageProvider>
      ),
    },
    {
      path: NAME_LIBRARY_PATH,
      Component: () => <p>{"library"}</p>,
      action: async ({ request }) => {
        posted.push(await request.formData());
        return null;
      },
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return {
    posted,
    text: (key: MessageKey, values?: Record<string, string>) => translate(messages, key, values),
  };
}

describe("how the parent says the name, on the console's order page", () => {
  for (const language of ["en", "es"] as const) {
    it(`is shown and saved to the name library in one action (${language})`, async () => {
      const { posted, text } = show(aFilm("Shiv-awn"), language);
      expect(screen.getByText(text("order.field.namePronunciation"))).toBeTruthy();
      expect(screen.getByText("Shiv-awn")).toBeTruthy();
      const save = screen.getByRole("button", {
        name: text("console.order.film.pronunciationSave", { name: "Siobhán" }),
      });
      const form = save.closest("form")!;
      // A plain form: it works without the page's scripts too.
      expect(form.getAttribute("method")).toBe("post");
      expect(form.getAttribute("action")).toBe(NAME_LIBRARY_PATH);
      expect(form.getAttribute("enctype")).toBe("multipart/form-data");
      fireEvent.click(save);
      await waitFor(() => expect(posted).toHaveLength(1));
      // The name library's own "Save" of a respelling, for the name as written and the film's language.
      expect(Object.fromEntries(posted[0]!)).toEqual({
        intent: "pronounce",
        language: "es",
        spelling: "Siobhán",
        respelling: "Shiv-awn",
      });
    });
  }

  it("shows a dash and offers nothing when the name is said as written", () => {
    const { text } = show(aFilm(null), "en");
    expect(screen.getByText(text("order.field.namePronunciation"))).toBeTruthy();
    expect(screen.queryByRole("button", { name: /name library/ })).toBeNull();
    expect(document.querySelector("form")).toBeNull();
  });
});
