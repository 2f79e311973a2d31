// @vitest-environment jsdom
// The console says how the film's portrait reads each colour the buyer gave: a listed or understood
// colour with its swatch, typed words outside the colour table named, a bald child said so; in the
// operator's language.
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { en } from "../../../i18n/en.ts";
import { es } from "../../../i18n/es.ts";
import { LanguageProvider } from "../../../i18n/language-provider.tsx";
import { PortraitColour } from "./portrait-colour.tsx";

afterEach(cleanup);

function show(detail: Parameters<typeof PortraitColour>[0]["detail"], language: "en" | "es" = "en") {
  const { container } = render(
    <LanguageProvider language={language} messages={language === "es" ? es : en}>
      <PortraitColour detail={detail} />
    </LanguageProvider>,
  );
  return container;
}

describe("the portrait's reading of a colour, in the console", () => {
  it("shows the colour a typed word is drawn in", () => {
    const container = show({ feature: "hair", choice: "other", other: "strawberry blonde" });
    expect(container.textContent).toMatch(/^drawn in the portrait as\s+strawberry blonde$/);
    const swatch = container.querySelector<HTMLElement>("[aria-hidden=true]");
    expect(swatch?.style.backgroundColor).toMatch(/^rgb\(/);
  });

  it("names the words outside the colour table, in each language", () => {
    show({ feature: "eyes", choice: "other", other: "rainbow sparkle" });
    expect(
      screen.getByText("not in the colour table: rainbow, sparkle. Drawn in a neutral colour"),
    ).toBeTruthy();
    cleanup();
    show({ feature: "eyes", choice: "other", other: "rainbow" }, "es");
    expect(
      screen.getByText("fuera de la tabla de colores: rainbow. Dibujado en un color neutro"),
    ).toBeTruthy();
  });

  it("says a bald child is drawn bald", () => {
    show({ feature: "hair", choice: "other", other: "none" });
    expect(screen.getByText("drawn bald in the portrait")).toBeTruthy();
  });
});
