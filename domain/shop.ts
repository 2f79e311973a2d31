// The shop's business constants from the spec (§9), shared by every screen and, later, the server.

/** One film, one-time, in US cents. */
export const FILM_PRICE_CENTS = 2495;
export const CURRENCY = "USD";
export const MAX_PHOTOS_PER_FILM = 10;
export const USUAL_DELIVERY_HOURS = 3;
/** The promise in the busiest days before Christmas. */
export const PEAK_DELIVERY_HOURS = 24;
export const TRUSTED_FAMILIES = 50_000;

/** Durations of the six example films, in the spec's order. */
export const EXAMPLE_DURATIONS = ["2:20", "3:00", "2:15", "2:20", "2:45", "2:15"] as const;

/** Decorations shown on every page. */
export const SNOW = { decorations: 15, snowflakes: 50 } as const;
