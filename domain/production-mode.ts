// How a paid order's films get made: rendered at once (automatic), or when an operator starts
// production (manual). The shop runs in one mode at a time; each order keeps the mode it was paid in.

export const PRODUCTION_MODES = ["automatic", "manual"] as const;
export type ProductionMode = (typeof PRODUCTION_MODES)[number];
