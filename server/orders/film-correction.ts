// A child's details corrected, by the buyer in My Orders or by an operator in the console: one path
// for both. In one transaction it locks the order, asks the domain whether this corrector may change
// this film now, writes the film's details and the `corrected` event, and queues a film already made
// to be made again the way an operator's re-render is (queueRemake): the family keeps the film they
// have until the new one is recorded, and the delivery e-mail then goes out again.
import { childColumns } from "#domain/child-details.ts";
import { correctionRemakes, filmActionsAllowed } from "#domain/console-actions.ts";
import {
  CORRECTION_DETAILS,
  filmCorrectionCheck,
  type Correction,
  type CorrectionField,
  type FilmCorrectionCheck,
} from "#domain/customer-order.ts";
import type { OperatorActor } from "#domain/order-events.ts";
import type { Db } from "../db/client.ts";
import { queueRemake, type RenderJobs } from "../films/production.ts";
import { findFilmAt, writeFilmDetails } from "./film-correction.repository.ts";
import { lockOrder, type FilmRow, type OrderRow } from "./order-loaders.repository.ts";
import { recordEvent } from "./order-events.repository.ts";

export interface CorrectionDeps {
  db: Db;
  renderJobs: RenderJobs;
}

/**
 * Who corrects: the buyer, by their account's address (another customer's reference reads as not
 * found) at `now`, the server's clock; or a named operator, on any order.
 */
export type Corrector = { by: "customer"; email: string; now: Date } | { by: OperatorActor };

export type FilmCorrection =
  /** `changed` is empty when the form held the film's details already: nothing was written. */
  | { outcome: "corrected"; remake: boolean; changed: CorrectionField[] }
  | { outcome: "not_found" }
  | { outcome: "refused"; reason: "closed" | "window_passed" | "rendering" | "not_allowed" };

/** The customer's rules (domain/customer-order.ts) or the operator's (domain/console-actions.ts). */
function correctionRule(
  corrector: Corrector,
  order: OrderRow,
  film: FilmRow,
): FilmCorrectionCheck | { allowed: false; reason: "not_allowed" } {
  if (corrector.by === "customer") return filmCorrectionCheck(order, film, corrector.now);
  if (!filmActionsAllowed(order, film).correct) return { allowed: false, reason: "not_allowed" };
  return { allowed: true, remake: correctionRemakes(film) };
}

/**
 * Changes one film's details when the corrector's rules allow it. The `corrected` event names the
 * fields, never their values, and says whether the film is made again.
 */
export async function correctFilm(
  { db, renderJobs }: CorrectionDeps,
  corrector: Corrector,
  { reference, position, correction }: { reference: string; position: number; correction: Correction },
): Promise<FilmCorrection> {
  return db.transaction(async (tx) => {
    const owner = corrector.by === "customer" ? { owner: corrector.email } : {};
    const order = await lockOrder(tx, { reference }, owner);
    const film = order && (await findFilmAt(tx, order.id, position));
    if (!order || !film) return { outcome: "not_found" };
    const rule = correctionRule(corrector, order, film);
    if (!rule.allowed) return { outcome: "refused", reason: rule.reason };
    // The spelling is one of the form's fields (decision 071): blank clears it, as any optional field.
    const values = childColumns(correction, CORRECTION_DETAILS);
    const changed = (Object.keys(values) as CorrectionField[]).filter(
      (field) => values[field] !== film[field],
    );
    if (changed.length === 0) return { outcome: "corrected", remake: false, changed };
    await writeFilmDetails(tx, film.id, values);
    // A film not made yet is made from the new details anyway; one made (or failed) is queued again.
    if (correctionRemakes(film))
      await queueRemake(tx, renderJobs, order, film, { by: corrector.by, reason: "correction" });
    const by = corrector.by === "customer" ? {} : { by: corrector.by };
    await recordEvent(tx, order.id, {
      type: "corrected",
      data: { film: position, fields: changed, remake: rule.remake, ...by },
    });
    return { outcome: "corrected", remake: rule.remake, changed };
  });
}
