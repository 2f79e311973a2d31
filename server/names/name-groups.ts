// The name library's worklist as an operator reads it: every spelling of one name in one language is
// one entry ("José" and "Jose"), matched as the renderer matches files, the newest payment first;
// names with no fix yet apart from fixed names whose films were made before the fix.
import type { Language } from "#domain/language.ts";
import { normaliseName } from "#render/normalise-name.ts";
import { WORKLIST_ORDER_LINKS, type WorklistSpelling } from "./name-worklist.repository.ts";

export interface WorklistName {
  language: Language;
  nameKey: string;
  /** As the orders wrote them, the most used first. */
  spellings: string[];
  /** Paid films of the name on the list. */
  films: number;
  /** The orders they are in. */
  orders: number;
  newestPaidAt: Date;
  /** Their orders, the newest payment first, at most `WORKLIST_ORDER_LINKS`. */
  references: string[];
}

/** A name with no recording, lexicon entry or parent's spelling: the voices say it as written. */
export type WaitingName = WorklistName;

/** A name fixed since some of its films were made: those can be made again. */
export interface FixedName extends WorklistName {
  fixedAt: Date;
}

export interface Worklist {
  waiting: WaitingName[];
  toMakeAgain: FixedName[];
}

type Group = WorklistName & { fixedAt: Date | null; uses: Map<string, number>; paid: Map<string, number> };

/**
 * Groups the spellings by language and normalised name. `fixOf` is the library's fix of a name as
 * the renderer finds it; a row the database matched otherwise (a letter its key folds differently)
 * is left out rather than shown on the wrong side.
 */
export function groupWorklist(
  spellings: readonly WorklistSpelling[],
  fixOf: (language: Language, nameKey: string) => Date | undefined,
): Worklist {
  const groups = new Map<string, Group>();
  for (const spelling of spellings) {
    const nameKey = normaliseName(spelling.childName);
    const fix = fixOf(spelling.language, nameKey);
    if (nameKey === "" || (fix === undefined) !== (spelling.fixedAt === null)) continue;
    const id = `${spelling.language}:${nameKey}`;
    const group = groups.get(id) ?? newGroup(spelling.language, nameKey, spelling.fixedAt);
    groups.set(id, group);
    const written = spelling.childName.trim();
    group.uses.set(written, (group.uses.get(written) ?? 0) + spelling.films);
    group.films += spelling.films;
    group.orders += spelling.orders;
    if (spelling.newestPaidAt > group.newestPaidAt) group.newestPaidAt = spelling.newestPaidAt;
    spelling.references.forEach((reference, index) =>
      group.paid.set(reference, Math.max(group.paid.get(reference) ?? 0, spelling.paidMs[index] ?? 0)),
    );
  }
  const entries = [...groups.values()].map(entryOf).sort(newestFirst);
  return {
    waiting: entries.filter((entry) => entry.fixedAt === null).map(({ fixedAt: _, ...entry }) => entry),
    toMakeAgain: entries.filter((entry): entry is FixedName => entry.fixedAt !== null),
  };
}

function newGroup(language: Language, nameKey: string, fixedAt: Date | null): Group {
  return {
    language,
    nameKey,
    fixedAt,
    spellings: [],
    films: 0,
    orders: 0,
    newestPaidAt: new Date(0),
    references: [],
    uses: new Map(),
    paid: new Map(),
  };
}

function entryOf({ uses, paid, ...group }: Group): WorklistName & { fixedAt: Date | null } {
  return {
    ...group,
    spellings: [...uses].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([written]) => written),
    references: [...paid]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, WORKLIST_ORDER_LINKS)
      .map(([reference]) => reference),
  };
}

function newestFirst(a: WorklistName, b: WorklistName): number {
  return b.newestPaidAt.getTime() - a.newestPaidAt.getTime() || a.nameKey.localeCompare(b.nameKey);
}
