// The landing page's long copy in both languages; a page receives only its own language's.
import type { Language } from "#domain/language.ts";
import type { LandingContent } from "./types.ts";
import { landingEn } from "./landing.en.ts";
import { landingEs } from "./landing.es.ts";

export const landingContent: Record<Language, LandingContent> = { en: landingEn, es: landingEs };
