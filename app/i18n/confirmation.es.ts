// Spanish copy of the order confirmation page (spread into es.ts).
import type { confirmationEn } from "./confirmation.en.ts";
import type { Translation } from "./translation.ts";

export const confirmationEs: Translation<typeof confirmationEn> = {};
