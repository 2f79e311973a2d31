// The operator's actions on an order and on each of its films (being built).
import type { ConsoleFilm, ConsoleOrder } from "../console-order.ts";
import type { ConsoleActionResult } from "./console-action-result.ts";

export function OrderActions(_props: { order: ConsoleOrder; result: ConsoleActionResult | undefined }) {
  return null;
}

export function FilmActions(_props: { order: ConsoleOrder; film: ConsoleFilm }) {
  return null;
}
