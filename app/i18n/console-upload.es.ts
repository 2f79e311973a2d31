// Spanish copy of the console's upload screen (spread into es.ts).
import type { consoleUploadEn } from "./console-upload.en.ts";
import type { Translation } from "./translation.ts";

export const consoleUploadEs: Translation<typeof consoleUploadEn> = {};
