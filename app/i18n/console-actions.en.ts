// English copy of the console's actions screen (spread into en.ts).

export const consoleActionsEn = {} as const;
