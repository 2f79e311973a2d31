// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { LanguageProvider, useLanguage } from "./language-provider.tsx";
import type { MessageKey } from "./en.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";

afterEach(cleanup);

function Probe({ messageKey, count }: { messageKey: MessageKey; count?: number }) {
  const { t, plural, money, number, language } = useLanguage();
  return (
    <p data-testid="probe" lang={language}>
      {t(messageKey, { price: money(2495), families: number(50_000) })}
      {count !== undefined && ` ${plural("countdown.days", count)}`}
    </p>
  );
}

describe("LanguageProvider and useLanguage", () => {
  it("throws a clear error outside its provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Probe messageKey="nav.home" />)).toThrow(/outside <LanguageProvider>/);
  });

  it("renders the active language's message with its values filled in", () => {
    render(
      <LanguageProvider language="es" messages={es}>
        <Probe messageKey="hero.badge" />
      </LanguageProvider>,
    );
    expect(screen.getByTestId("probe").textContent).toBe("Solo $24.95");
  });

  it("formats numbers for the language", () => {
    render(
      <LanguageProvider language="en" messages={en}>
        <Probe messageKey="hero.trust" />
      </LanguageProvider>,
    );
    expect(screen.getByTestId("probe").textContent).toBe("Trusted by 50,000+ families");
  });

  it("shows the key itself when a message is missing", () => {
    render(
      <LanguageProvider language="es" messages={{}}>
        <Probe messageKey="nav.home" />
      </LanguageProvider>,
    );
    expect(screen.getByTestId("probe").textContent).toBe("nav.home");
  });

  it("chooses the plural form by count", () => {
    const { rerender } = render(
      <LanguageProvider language="es" messages={es}>
        <Probe messageKey="nav.home" count={1} />
      </LanguageProvider>,
    );
    expect(screen.getByTestId("probe").textContent).toBe("Inicio Día");
    rerender(
      <LanguageProvider language="es" messages={es}>
        <Probe messageKey="nav.home" count={0} />
      </LanguageProvider>,
    );
    expect(screen.getByTestId("probe").textContent).toBe("Inicio Días");
  });
});
