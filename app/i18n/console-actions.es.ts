// Spanish copy of the console's actions screen (spread into es.ts).
import type { consoleActionsEn } from "./console-actions.en.ts";
import type { Translation } from "./translation.ts";

export const consoleActionsEs: Translation<typeof consoleActionsEn> = {};
