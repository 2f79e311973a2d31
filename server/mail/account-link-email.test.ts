import { describe, expect, it } from "vitest";
import { renderEmailChangeLink, renderSignInLink } from "./account-link-email.ts";

const payload = {
  url: "https://shop.test/account/sign-in?token=abc&next=%2Faccount",
  expiresAt: "2099-01-01T00:00:00Z",
};

describe("account link e-mails", () => {
  it("carries the link, how long it works and what to do if it was not asked for, in each language", () => {
    const en = renderSignInLink(payload, "en");
    expect(en.subject).toBe("Your sign-in link for Magic Santa Video");
    expect(en.text).toContain(payload.url);
    expect(en.text).toContain("15 minutes");
    expect(en.html).toContain('<html lang="en"');
    // The link's & is escaped in the HTML, so the address arrives whole.
    expect(en.html).toContain('href="https://shop.test/account/sign-in?token=abc&amp;next=%2Faccount"');

    const es = renderSignInLink(payload, "es");
    expect(es.subject).toBe("Tu enlace para entrar en Magic Santa Video");
    expect(es.text).toContain("15 minutos");
    expect(es.html).toContain('<html lang="es"');
  });

  it("names the account that asks for the new address and what it would see, in each language", () => {
    const change = { ...payload, account: "ana@example.com" };
    const en = renderEmailChangeLink(change, "en");
    expect(en.subject).toBe("ana@example.com asks to use this e-mail address");
    expect(en.text).toContain(
      "The Magic Santa Video account ana@example.com asked to use this address instead of its own.",
    );
    expect(en.text).toContain("never those placed with this address before");
    expect(en.text).toContain("open the link in a browser signed in to ana@example.com");
    expect(en.html).toContain("Confirm this address");
    expect(en.text).toContain(payload.url);

    const es = renderEmailChangeLink(change, "es");
    expect(es.subject).toBe("ana@example.com pide usar esta dirección de correo");
    expect(es.text).toContain("La cuenta de Magic Santa Video ana@example.com pidió usar esta dirección");
    expect(es.text).toContain("nunca los hechos antes con esta dirección");
    expect(es.html).toContain('<html lang="es"');
  });
});
