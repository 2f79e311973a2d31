// Spanish copy of photo uploads and their errors (spread into es.ts).
import type { photosEn } from "./photos.en.ts";
import type { Translation } from "./translation.ts";

export const photosEs: Translation<typeof photosEn> = {};
