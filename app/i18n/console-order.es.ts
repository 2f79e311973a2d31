// Spanish copy of the console's order screen (spread into es.ts).
import type { consoleOrderEn } from "./console-order.en.ts";
import type { Translation } from "./translation.ts";

export const consoleOrderEs: Translation<typeof consoleOrderEn> = {};
