// "Make the films again" from the name library: once a name has a recording or a lexicon entry, the
// films of it made before are each given the operators' own remake (server/console), which keeps the
// family's link and sends the delivery e-mail again when the new film is ready. An operator's button,
// never automatic: no family gets an e-mail it did not expect (decision 074).
import type { Language } from "#domain/language.ts";
import type { OperatorActor } from "#domain/order-events.ts";
import { TEXT_LIMITS } from "#domain/order-fields.ts";
import { normaliseName } from "#render/normalise-name.ts";
import { rerenderFilm } from "../console/actions/change-order.ts";
import type { Db } from "../db/client.ts";
import type { RenderJobs } from "../films/production.ts";
import { lockOrder } from "../orders/order-loaders.repository.ts";
import { NameNotFileable } from "./name-library.ts";
import { filmsToMakeAgain } from "./name-worklist.repository.ts";

export interface NameRemakes {
  /** Films queued to be made again by this call. */
  queued: number;
}

/**
 * Queues each film of the name made before its fix to be made again. Each film is checked again
 * under its order's lock: a film another operator (or a second click) queued already is neither
 * queued nor made before the fix any more, so every film is made again once per fix.
 */
export async function makeNameFilmsAgain(
  deps: { db: Db; renderJobs: RenderJobs },
  by: OperatorActor,
  asked: { language: Language; nameKey: string },
): Promise<NameRemakes> {
  // The key as a form sent it: a name's key, or nothing any film has.
  const name = { language: asked.language, nameKey: normaliseName(asked.nameKey) };
  if (!name.nameKey || name.nameKey.length > TEXT_LIMITS.childName)
    throw new NameNotFileable([asked.nameKey]);
  let queued = 0;
  for (const film of await filmsToMakeAgain(deps.db, name)) {
    const done = await deps.db.transaction(async (tx) => {
      await lockOrder(tx, { reference: film.reference });
      const still = await filmsToMakeAgain(tx, name, { reference: film.reference });
      if (!still.some((candidate) => candidate.position === film.position)) return false;
      const answer = await rerenderFilm(tx, deps.renderJobs, by, film);
      return answer.outcome === "rerender_queued";
    });
    if (done) queued += 1;
  }
  return { queued };
}
