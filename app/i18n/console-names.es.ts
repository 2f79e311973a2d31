// Spanish copy of the console's names screen (spread into es.ts).
import type { consoleNamesEn } from "./console-names.en.ts";
import type { Translation } from "./translation.ts";

export const consoleNamesEs: Translation<typeof consoleNamesEn> = {};
