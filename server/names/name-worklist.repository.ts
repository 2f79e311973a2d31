// The name library's worklist queries: the paid films whose child's name a voice says (or said) as
// written, and those of a name fixed since that were made before the fix (decision 074).
import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Language } from "#domain/language.ts";
import type { Db } from "../db/client.ts";
import { films, namePronunciations, nameRecordings, orders } from "../db/schema.ts";

/** The orders listed under an entry: enough to open a few, not a whole season's. */
export const WORKLIST_ORDER_LINKS = 8;

/** One spelling of a name in one language and the paid films of it a voice said with nothing to go by. */
export interface WorklistSpelling {
  language: Language;
  childName: string;
  /** When the name was first given a recording or a lexicon entry; null while it has neither. */
  fixedAt: Date | null;
  films: number;
  /** Their orders. */
  orders: number;
  newestPaidAt: Date;
  /** The orders' references, the newest payment first, at most `WORKLIST_ORDER_LINKS`. */
  references: string[];
  /** When each of them was paid, in milliseconds, in the same order. */
  paidMs: number[];
}

/** A film of a fixed name made before the fix: what the operator's remake is given. */
export interface FilmToMakeAgain {
  reference: string;
  position: number;
}

// The fix of a film's name: its recording counts from its first take (a new take replaces one the
// films already say in Santa's voice), a lexicon entry from its last change (the one before was
// wrong). `least` leaves out the one the name does not have. The renderer files both under
// normaliseName's key, which the database keeps on the film as child_name_key.
const fixedAt = sql`least(${nameRecordings.createdAt}, ${namePronunciations.updatedAt})`;

/** Paid and not given back; an unpaid order is anyone's to place (decision 061). */
const PAID = ["paid", "in_production", "ready", "delivered"] as const;
/** Orders whose finished films the operators' remake takes (domain/console-actions.ts). */
const MADE = ["in_production", "ready", "delivered"] as const;

/**
 * A paid film without the parent's spelling whose name has no fix yet (it is or will be said as
 * written), or whose finished film was made before its name's fix. A film queued or being made
 * takes the fix up itself; one made after it drops off.
 */
const onTheWorklist: SQL = and(
  inArray(orders.state, [...PAID]),
  sql`coalesce(${films.namePronunciation}, '') = ''`,
  or(and(isNull(nameRecordings.id), isNull(namePronunciations.id)), madeBeforeTheFix()),
)!;

function madeBeforeTheFix(): SQL {
  return and(
    inArray(orders.state, [...MADE]),
    inArray(films.renderState, ["ready", "failed"]),
    isNotNull(films.renderedAt),
    sql`${films.renderedAt} < ${fixedAt}`,
  )!;
}

// A film's order, and its name's recording and lexicon entry, if any.
const orderOfFilm = eq(orders.id, films.orderId);
const recordingOfFilm = and(
  eq(nameRecordings.language, films.language),
  eq(nameRecordings.nameKey, films.childNameKey),
);
const entryOfFilm = and(
  eq(namePronunciations.language, films.language),
  eq(namePronunciations.nameKey, films.childNameKey),
);

// An order paid before paid_at was kept was paid when it was placed.
const paidAt = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`;
const toDate = (value: string | Date) => new Date(value);
const LINKS = sql.raw(String(WORKLIST_ORDER_LINKS));

/** Every spelling on the worklist, per language and fix, with its films counted. */
export async function worklistSpellings(db: Db): Promise<WorklistSpelling[]> {
  return db
    .select({
      language: films.language,
      childName: films.childName,
      fixedAt: sql<Date | null>`${fixedAt}`.mapWith((value: string | Date | null) =>
        value === null ? null : toDate(value),
      ),
      films: sql<number>`count(*)`.mapWith(Number),
      orders: sql<number>`count(distinct ${orders.id})`.mapWith(Number),
      newestPaidAt: sql<Date>`max(${paidAt})`.mapWith(toDate),
      references: sql<string[]>`(array_agg(${orders.reference} order by ${paidAt} desc))[1:${LINKS}]`,
      // Milliseconds, as bigint: each driver reads dates inside an array its own way.
      paidMs: sql<
        number[]
      >`(array_agg((extract(epoch from ${paidAt}) * 1000)::bigint order by ${paidAt} desc))[1:${LINKS}]`.mapWith(
        (values: readonly (string | number | bigint)[]) => values.map(Number),
      ),
    })
    .from(films)
    .innerJoin(orders, orderOfFilm)
    .leftJoin(nameRecordings, recordingOfFilm)
    .leftJoin(namePronunciations, entryOfFilm)
    .where(onTheWorklist)
    .groupBy(films.language, films.childName, fixedAt);
}

/**
 * The films of a fixed name made before its fix, the newest payment first; only the order's when
 * `reference` is given (the check, under the order's lock, that a film is still to be made again).
 */
export async function filmsToMakeAgain(
  db: Db,
  name: { language: Language; nameKey: string },
  { reference }: { reference?: string } = {},
): Promise<FilmToMakeAgain[]> {
  return db
    .select({ reference: orders.reference, position: films.position })
    .from(films)
    .innerJoin(orders, orderOfFilm)
    .leftJoin(nameRecordings, recordingOfFilm)
    .leftJoin(namePronunciations, entryOfFilm)
    .where(
      and(
        eq(films.language, name.language),
        eq(films.childNameKey, name.nameKey),
        reference === undefined ? undefined : eq(orders.reference, reference),
        onTheWorklist,
        madeBeforeTheFix(),
      ),
    )
    .orderBy(sql`${paidAt} desc`, films.position);
}
