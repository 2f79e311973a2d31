// The privacy policy and the terms in both languages; a page receives only its own language's.
import type { Language } from "#domain/language.ts";
import { fillPlaceholders } from "../i18n/translate.ts";
import type { LegalDocument, TermsContent } from "./types.ts";
import { privacyEn } from "./privacy.en.ts";
import { privacyEs } from "./privacy.es.ts";
import { termsEn } from "./terms.en.ts";
import { termsEs } from "./terms.es.ts";

export const privacyPolicy: Record<Language, LegalDocument> = { en: privacyEn, es: privacyEs };
export const terms: Record<Language, TermsContent> = { en: termsEn, es: termsEs };

/** How long the shop keeps what a policy promises to delete: the configured days, not fixed words. */
export interface RetentionDays {
  RETENTION_PHOTOS_DAYS: number;
  RETENTION_FILM_DAYS: number;
}

/** The privacy policy with the configured retention periods written in. */
export function privacyPolicyFor(language: Language, retention: RetentionDays): LegalDocument {
  const values = { photosDays: retention.RETENTION_PHOTOS_DAYS, filmDays: retention.RETENTION_FILM_DAYS };
  const fill = (text: string) => fillPlaceholders(text, values);
  const policy = privacyPolicy[language];
  return {
    ...policy,
    intro: policy.intro.map(fill),
    sections: policy.sections.map((section) => ({
      ...section,
      paragraphs: section.paragraphs.map(fill),
      ...(section.list && { list: section.list.map(fill) }),
    })),
  };
}
