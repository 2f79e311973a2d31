import { describe, expect, it } from "vitest";
import { landingContent } from "./landing.server.ts";
import { privacyPolicy, privacyPolicyFor, terms } from "./legal.server.ts";
import { LANGUAGES } from "#domain/language.ts";
import type { LegalDocument } from "./types.ts";

const CONTACT_PLACEHOLDERS = new Set(["marketingEmail", "ordersEmail", "phone", "address"]);

function legalTexts(document: LegalDocument): string[] {
  return [
    ...document.intro,
    ...document.sections.flatMap((section) => [...section.paragraphs, ...(section.list ?? [])]),
  ];
}

describe.each(LANGUAGES)("the %s copy", (language) => {
  const landing = landingContent[language];

  it("has the spec's counts on the landing page", () => {
    expect(landing.howItWorks).toHaveLength(4);
    expect(landing.journey).toHaveLength(6);
    expect(landing.examples).toHaveLength(6);
    expect(landing.values).toHaveLength(5);
    expect(landing.testimonials).toHaveLength(3);
  });

  it("has 21 FAQ questions in the spec's five categories of 4, 4, 6, 5 and 2", () => {
    expect(landing.faq.map((category) => [category.id, category.items.length])).toEqual([
      ["ordering", 4],
      ["delivery", 4],
      ["personalization", 6],
      ["experience", 5],
      ["policies", 2],
    ]);
  });

  it("has a privacy policy of 16 sections and terms of service of 10", () => {
    expect(privacyPolicy[language].sections).toHaveLength(16);
    expect(terms[language].service.sections).toHaveLength(10);
    expect(terms[language].conditions.sections.length).toBeGreaterThan(0);
  });

  it("uses only the contact placeholders that configuration fills in", () => {
    const policy = privacyPolicyFor(language, { RETENTION_PHOTOS_DAYS: 30, RETENTION_FILM_DAYS: 90 });
    const documents = [policy, terms[language].conditions, terms[language].service];
    const used = documents
      .flatMap(legalTexts)
      .flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
    expect(used.filter((name) => !CONTACT_PLACEHOLDERS.has(name ?? ""))).toEqual([]);
    expect(new Set(used)).toEqual(CONTACT_PLACEHOLDERS);
  });
});

describe("the privacy policy's retention periods", () => {
  it.each(LANGUAGES)("are the configured numbers of days in %s", (language) => {
    const texts = legalTexts(
      privacyPolicyFor(language, { RETENTION_PHOTOS_DAYS: 45, RETENTION_FILM_DAYS: 120 }),
    );
    expect(texts.filter((text) => /\b45\b/.test(text))).toHaveLength(1);
    expect(texts.filter((text) => /\b120\b/.test(text))).toHaveLength(1);
    expect(texts.join(" ")).not.toMatch(/\{(photosDays|filmDays)\}/);
  });

  // Santa's voice saying the child's details is personal data like the details (decision 063).
  it.each(LANGUAGES)("say in %s that Santa's voice saying the details goes with them", (language) => {
    const texts = legalTexts(
      privacyPolicyFor(language, { RETENTION_PHOTOS_DAYS: 45, RETENTION_FILM_DAYS: 120 }),
    );
    expect(texts.find((text) => /\b45\b/.test(text))).toMatch(
      language === "en" ? /Santa's voice/ : /voz de Santa/,
    );
  });
});

describe("the two languages' legal documents", () => {
  it("have the same structure", () => {
    const shape = (document: LegalDocument) =>
      document.sections.map((section) => [section.paragraphs.length, section.list?.length ?? 0]);
    expect(shape(privacyPolicy.es)).toEqual(shape(privacyPolicy.en));
    expect(shape(terms.es.service)).toEqual(shape(terms.en.service));
    expect(shape(terms.es.conditions)).toEqual(shape(terms.en.conditions));
  });
});
