// English copy of photo uploads and their errors (spread into en.ts).

export const photosEn = {} as const;
