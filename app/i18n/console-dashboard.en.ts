// English copy of the console's dashboard screen (spread into en.ts).

export const consoleDashboardEn = {} as const;
