// English copy of the console's names screen (spread into en.ts).

export const consoleNamesEn = {} as const;
