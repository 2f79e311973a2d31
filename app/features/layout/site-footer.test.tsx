// Every page's footer says when payments run in test mode, in the page's language, and says nothing
// once the shop takes real payments.
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Language } from "#domain/language.ts";
import { parseConfig } from "#server/config.ts";
import { en } from "../../i18n/en.ts";
import { es } from "../../i18n/es.ts";
import { LanguageProvider } from "../../i18n/language-provider.tsx";
import { siteSettings } from "../../site.server.ts";
import { SiteFooter } from "./site-footer.tsx";

function footerOf(env: Record<string, string>, language: Language): string {
  return renderToString(
    <MemoryRouter>
      <LanguageProvider language={language} messages={language === "es" ? es : en}>
        <SiteFooter site={siteSettings(parseConfig(env))} />
      </LanguageProvider>
    </MemoryRouter>,
  );
}

const STRIPE = { STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };

describe("the footer's test-mode line", () => {
  it("is shown in English and Spanish while payments run in test mode", () => {
    expect(footerOf({}, "en")).toContain("Test mode: payments here are simulated and no money is taken.");
    expect(footerOf({}, "es")).toContain(
      "Modo de prueba: aquí los pagos son simulados y no se cobra dinero.",
    );
    expect(footerOf({ PUBLIC_URL: "https://staging.magicsantavideo.com", PAYMENTS: "test" }, "en")).toContain(
      "Test mode",
    );
  });

  it("is gone when the shop takes real payments", () => {
    expect(footerOf(STRIPE, "en")).not.toContain("Test mode");
    expect(footerOf(STRIPE, "es")).not.toContain("Modo de prueba");
  });
});
