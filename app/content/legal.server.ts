// The privacy policy and the terms in both languages; a page receives only its own language's.
import type { Language } from "../../domain/language.ts";
import type { LegalDocument, TermsContent } from "./types.ts";
import { privacyEn } from "./privacy.en.ts";
import { privacyEs } from "./privacy.es.ts";
import { termsEn } from "./terms.en.ts";
import { termsEs } from "./terms.es.ts";

export const privacyPolicy: Record<Language, LegalDocument> = { en: privacyEn, es: privacyEs };
export const terms: Record<Language, TermsContent> = { en: termsEn, es: termsEs };
