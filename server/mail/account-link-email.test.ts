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

  it("asks the new address to confirm itself", () => {
    const mail = renderEmailChangeLink(payload, "en");
    expect(mail.subject).toBe("Confirm your new e-mail address");
    expect(mail.html).toContain("Confirm this address");
    expect(mail.text).toContain(payload.url);
  });
});
