// Both dictionaries live on the server; only the active one is sent to the browser.
import type { Language } from "../../domain/language.ts";
import type { Dictionary } from "./en.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";

export const dictionaries: Record<Language, Dictionary> = { en, es };
