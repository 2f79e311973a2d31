// Spanish copy of the console's queue screen (spread into es.ts).
import type { consoleQueueEn } from "./console-queue.en.ts";
import type { Translation } from "./translation.ts";

export const consoleQueueEs: Translation<typeof consoleQueueEn> = {};
