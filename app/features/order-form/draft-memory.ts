// The order form kept in the browser's own storage, so a reload, "back" from the checkout or a tab
// closed and opened again finds it as the parent left it. Kept a day, as the staged photos are
// (server/photos/photo-retention.ts); forgotten once the order is paid, or on "Start again".
import { draftFields, isDraftKey, readOrderForm, type OrderDraft } from "#domain/order-draft.ts";

const STORAGE_KEY = "order-draft";
export const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface KeptDraft {
  draftKey: string;
  draft: OrderDraft;
}

interface Stored {
  savedAt: number;
  /** The form's fields as it posts them: read back by the same parser as a post, so nothing odd survives. */
  fields: [string, string][];
}

function storage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    // Storage refused (a private window's settings): the form works, only without memory.
    return undefined;
  }
}

export function keepDraft({ draftKey, draft }: KeptDraft, now = Date.now()): void {
  const value: Stored = { savedAt: now, fields: draftFields(draftKey, draft) };
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Full or refused: the form goes on; only a reload would lose it.
  }
}

/** The kept draft, if there is one less than a day old with a key and at least one film. */
export function keptDraft(now = Date.now()): KeptDraft | undefined {
  const text = storage()?.getItem(STORAGE_KEY);
  if (!text) return undefined;
  try {
    const stored = JSON.parse(text) as Partial<Stored>;
    const fresh = typeof stored.savedAt === "number" && now - stored.savedAt < DRAFT_LIFETIME_MS;
    const fields = Array.isArray(stored.fields)
      ? stored.fields.filter(
          (pair): pair is [string, string] =>
            Array.isArray(pair) && typeof pair[0] === "string" && typeof pair[1] === "string",
        )
      : [];
    const { draftKey, draft } = readOrderForm(fields);
    if (fresh && isDraftKey(draftKey) && draft.films.length > 0) return { draftKey, draft };
  } catch {
    // Not ours, or damaged: as good as none.
  }
  forgetDraft();
  return undefined;
}

export function forgetDraft(): void {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept, then.
  }
}

/** What `forgetStaleDraft` is given, written into every page with it. */
export const staleDraftOptions = { key: STORAGE_KEY, lifetimeMs: DRAFT_LIFETIME_MS };

/**
 * Removes a draft kept past its day on whichever page of the shop the browser opens next, so an
 * abandoned order's details do not wait in the browser for the order form to be opened again. Runs
 * in the page, written into it as source (app/page-start.server.ts): self-contained.
 */
export function forgetStaleDraft({ key, lifetimeMs }: { key: string; lifetimeMs: number }): void {
  try {
    const text = localStorage.getItem(key);
    if (text === null) return;
    let savedAt: unknown;
    try {
      savedAt = (JSON.parse(text) as { savedAt?: unknown }).savedAt;
    } catch {
      // Damaged: as good as stale.
    }
    if (typeof savedAt !== "number" || Date.now() - savedAt >= lifetimeMs) localStorage.removeItem(key);
  } catch {
    // Storage refused: nothing was kept.
  }
}
