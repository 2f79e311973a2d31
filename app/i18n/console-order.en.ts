// English copy of the console's order screen (spread into en.ts).

export const consoleOrderEn = {} as const;
