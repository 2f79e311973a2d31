// English copy of the test-mode checkout page (spread into en.ts).

export const checkoutEn = {} as const;
