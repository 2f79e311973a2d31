// Spanish copy of the test-mode checkout page (spread into es.ts).
import type { checkoutEn } from "./checkout.en.ts";
import type { Translation } from "./translation.ts";

export const checkoutEs: Translation<typeof checkoutEn> = {};
