// English copy of the console's queue screen (spread into en.ts).

export const consoleQueueEn = {} as const;
