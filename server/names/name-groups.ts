// The names the library still lacks, as an operator reads them: every spelling of one name in one
// language is one entry ("José" and "Jose"), matched as the renderer matches files, most urgent first.
import type { Language } from "#domain/language.ts";
import { normaliseName } from "#render/normalise-name.ts";
import type { WaitingSpelling } from "./name-recordings.repository.ts";

export interface WaitingName {
  language: Language;
  nameKey: string;
  /** As the orders wrote them, the most used first. */
  spellings: string[];
  /** Paid orders waiting for it. */
  orders: number;
  oldestPaidAt: Date;
}

const earliest = (a: Date, b: Date) => (a < b ? a : b);

/**
 * One entry per language and normalised name that has no recording, the one paid longest ago at
 * the top.
 */
export function groupWaitingNames(
  spellings: readonly WaitingSpelling[],
  isRecorded: (language: Language, nameKey: string) => boolean,
): WaitingName[] {
  const groups = new Map<string, WaitingName & { uses: Map<string, number> }>();
  for (const spelling of spellings) {
    const nameKey = normaliseName(spelling.childName);
    if (nameKey === "" || isRecorded(spelling.language, nameKey)) continue;
    const id = `${spelling.language}:${nameKey}`;
    const group = groups.get(id);
    if (!group) {
      groups.set(id, {
        language: spelling.language,
        nameKey,
        spellings: [],
        uses: new Map([[spelling.childName.trim(), spelling.orders]]),
        orders: spelling.orders,
        oldestPaidAt: spelling.oldestPaidAt,
      });
      continue;
    }
    const written = spelling.childName.trim();
    group.uses.set(written, (group.uses.get(written) ?? 0) + spelling.orders);
    group.orders += spelling.orders;
    group.oldestPaidAt = earliest(group.oldestPaidAt, spelling.oldestPaidAt);
  }
  return [...groups.values()]
    .map(({ uses, ...group }) => ({
      ...group,
      spellings: [...uses]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([written]) => written),
    }))
    .sort(byUrgency);
}

function byUrgency(a: WaitingName, b: WaitingName): number {
  return a.oldestPaidAt.getTime() - b.oldestPaidAt.getTime() || a.nameKey.localeCompare(b.nameKey);
}
