// English copy of the order confirmation page (spread into en.ts).

export const confirmationEn = {} as const;
