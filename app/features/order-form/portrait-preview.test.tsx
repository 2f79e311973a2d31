// @vitest-environment jsdom
// The order form's portrait follows the colours as the parent chooses them, and says them in words,
// in English and in Spanish, "other" words included.
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { emptyDraft } from "#domain/order-draft.ts";
import type { Language } from "#domain/language.ts";
import { en } from "../../i18n/en.ts";
import { es } from "../../i18n/es.ts";
import { LanguageProvider } from "../../i18n/language-provider.tsx";
import { OrderForm } from "./order-form.tsx";

afterEach(cleanup);

function renderForm(language: Language) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <LanguageProvider language={language} messages={language === "en" ? en : es}>
          <OrderForm
            initial={{ draftKey: "", draft: emptyDraft(language), errors: {}, rejectedPhotos: [] }}
            discountPercent={20}
          />
        </LanguageProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

/** The picture's code is loaded on first use: its first import may take a while on a busy machine. */
const LOADED = { timeout: 10_000 };

const choose = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("the portrait beside the colours", () => {
  it("shows no picture before a colour is chosen, then names the colours drawn as they change", async () => {
    renderForm("en");
    expect(screen.queryByRole("img", { name: /^Portrait/ })).toBeNull();
    choose(/^Eye colour/, "brown");
    choose(/^Hair colour/, "red");
    expect(await screen.findByRole("img", { name: "Portrait: brown eyes, red hair" }, LOADED)).toBeTruthy();
    choose(/^Eye colour/, "other");
    fireEvent.change(screen.getByLabelText(/^Other eye colour/), { target: { value: "blue-green" } });
    expect(screen.getByRole("img", { name: "Portrait: blue-green eyes, red hair" })).toBeTruthy();
    choose(/^Hair colour/, "other");
    fireEvent.change(screen.getByLabelText(/^Other hair colour/), { target: { value: "none" } });
    expect(screen.getByRole("img", { name: "Portrait: blue-green eyes, no hair" })).toBeTruthy();
  });

  it("says them in Spanish", async () => {
    renderForm("es");
    choose(/^Color de ojos/, "brown");
    choose(/^Color de pelo/, "red");
    const portrait = await screen.findByRole(
      "img",
      { name: "Retrato: ojos marrones, pelo pelirrojo" },
      LOADED,
    );
    const before = portrait.getAttribute("src");
    choose(/^Color de pelo/, "other");
    fireEvent.change(screen.getByLabelText(/^Otro color de pelo/), { target: { value: "castaño claro" } });
    const after = screen.getByRole("img", { name: "Retrato: ojos marrones, pelo castaño claro" });
    expect(after.getAttribute("src")).not.toBe(before);
  });
});
