// An operator's changes to one order, each a use-case in one transaction: the order locked, what
// the rules of domain/console-actions.ts allow checked again under the lock (a page opened before
// the order moved cannot act on it), the change made through plain queries, and an event naming
// the operator written with it. Render jobs are sent on the same transaction, so a change rolled
// back leaves no job behind.
import {
  filmActionsAllowed,
  orderActionsAllowed,
  type FilmActionsAllowed,
  type OrderActionsAllowed,
} from "#domain/console-actions.ts";
import type { OperatorActor } from "#domain/order-events.ts";
import type { Db } from "../../db/client.ts";
import { enqueueDelivery } from "../../films/delivery-mail.ts";
import { newDeliveryToken } from "../../films/film-links.ts";
import { replaceDeliveryToken } from "../../films/film-renders.repository.ts";
import { queueProduction, queueRemake, type RenderJobs } from "../../films/production.ts";
import {
  countEvents,
  eventTypesOf,
  filmsOf,
  lockOrder,
  type FilmRow,
  type OrderRow,
} from "../../orders/order-loaders.repository.ts";
import { transition } from "../../orders/order-transition.ts";
import { recordEvent } from "../../orders/order-events.repository.ts";

export type ActionRefusal = { outcome: "not_found" } | { outcome: "not_allowed" };

interface Locked {
  order: OrderRow;
  films: FilmRow[];
  allowed: OrderActionsAllowed;
}

/** The order locked, its films and what an operator may do with it now; undefined when there is none. */
async function lockForOperator(tx: Db, reference: string): Promise<Locked | undefined> {
  const order = await lockOrder(tx, { reference });
  if (!order) return undefined;
  const films = await filmsOf(tx, order.id);
  const events = await eventTypesOf(tx, order.id);
  return { order, films, allowed: orderActionsAllowed({ ...order, films, events }) };
}

/** Runs `change` on the locked order when `allows` says the operator may. */
async function withOrder<T>(
  db: Db,
  reference: string,
  allows: (locked: Locked) => boolean,
  change: (tx: Db, locked: Locked) => Promise<T>,
): Promise<T | ActionRefusal> {
  return db.transaction(async (tx) => {
    const locked = await lockForOperator(tx, reference);
    if (!locked) return { outcome: "not_found" };
    if (!allows(locked)) return { outcome: "not_allowed" };
    return change(tx, locked);
  });
}

/** Runs `change` on one film of the locked order when `allowed` picks an action the film allows. */
async function withFilm<T>(
  db: Db,
  reference: string,
  position: number,
  allowed: keyof FilmActionsAllowed,
  change: (tx: Db, locked: Locked, film: FilmRow) => Promise<T>,
): Promise<T | ActionRefusal> {
  return db.transaction(async (tx) => {
    const locked = await lockForOperator(tx, reference);
    const film = locked?.films.find((candidate) => candidate.position === position);
    if (!locked || !film) return { outcome: "not_found" };
    if (!filmActionsAllowed(locked.order, film)[allowed]) return { outcome: "not_allowed" };
    return change(tx, locked, film);
  });
}

/** Production by hand: every film not yet queued gets its render job, and the order moves into production. */
export async function startProduction(db: Db, jobs: RenderJobs, by: OperatorActor, reference: string) {
  return withOrder(
    db,
    reference,
    ({ allowed }) => allowed.startProduction,
    async (tx, { order }) => {
      const queued = await queueProduction(tx, jobs, order.id);
      await transition(tx, order, "production_started", { by });
      return { outcome: "started" as const, films: queued };
    },
  );
}

/** An unpaid order cancelled: nothing was paid, so nothing goes back. */
export async function cancelUnpaid(db: Db, by: OperatorActor, reference: string) {
  return withOrder(
    db,
    reference,
    ({ allowed }) => allowed.cancel === "cancel",
    async (tx, { order }) => {
      await transition(tx, order, "cancelled", { by });
      return { outcome: "cancelled" as const };
    },
  );
}

export async function rerenderFilm(
  db: Db,
  jobs: RenderJobs,
  by: OperatorActor,
  { reference, position }: { reference: string; position: number },
) {
  return withFilm(db, reference, position, "rerender", async (tx, locked, film) => {
    await queueRemake(tx, jobs, locked.order, film, { by, reason: "rerender" });
    await recordEvent(tx, locked.order.id, { type: "render_requested", data: { film: position, by } });
    return { outcome: "rerender_queued" as const, childName: film.childName };
  });
}

/**
 * The delivery e-mail written again, to the buyer and each child with an address, with the same
 * links; each resend has its own keys, so the outbox sends it rather than taking it for the first.
 */
export async function resendDelivery(db: Db, publicUrl: string, by: OperatorActor, reference: string) {
  return withOrder(
    db,
    reference,
    ({ allowed }) => allowed.resendEmail,
    async (tx, { order, films }) => {
      const resent = (await countEvents(tx, order.id, "email_resent")) + 1;
      const recipients = await enqueueDelivery(tx, publicUrl, order, films, { resent });
      await recordEvent(tx, order.id, { type: "email_resent", data: { by, recipients } });
      return { outcome: "email_resent" as const, recipients };
    },
  );
}

/** A new private link for a ready film: the old one leads nowhere from this commit on. */
export async function reissueLink(
  db: Db,
  by: OperatorActor,
  { reference, position }: { reference: string; position: number },
) {
  return withFilm(db, reference, position, "reissueLink", async (tx, { order }, film) => {
    await replaceDeliveryToken(tx, film.id, newDeliveryToken());
    await recordEvent(tx, order.id, { type: "link_reissued", data: { film: position, by } });
    return { outcome: "link_reissued" as const, childName: film.childName };
  });
}

/** An internal note, already checked: the customer never sees it. */
export async function addNote(db: Db, by: OperatorActor, reference: string, text: string) {
  return withOrder(
    db,
    reference,
    ({ allowed }) => allowed.note,
    async (tx, { order }) => {
      await recordEvent(tx, order.id, { type: "note_added", data: { by, text } });
      return { outcome: "note_added" as const };
    },
  );
}
