// English copy of the console's upload screen (spread into en.ts).

export const consoleUploadEn = {} as const;
