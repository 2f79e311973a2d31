// "Download my data": what the customer gave the shop and what the shop did for them, for the page to
// put in words. Nothing that would let the reader act as the customer (session tokens, sign-in
// links, order and film links), nothing of the shop's insides (storage keys, ids other than the
// order reference, the payment provider's ids, an engine's or a render's failure text), nothing the
// staff wrote about them nor which operator acted (decisions 042 and 061).
import { customerHistory } from "#domain/customer-history.ts";
import type { RenderState } from "#domain/film-render.ts";
import { readFilmSpeech } from "#domain/film-speech.ts";
import type { Db } from "../db/client.ts";
import { accountOf, childProfilesOf, emailsOf, ordersOf, sessionsOf } from "./account-export.repository.ts";

export const EXPORT_FORMAT = "magic-santa-video/account-export@2";

/** What became of a film, as its customer may read it: a failed render is ours to fix, not theirs. */
export type ExportedVideo =
  | { made: false; inProduction: boolean }
  | { made: true; on: Date; seconds: number | null; stillKept: boolean };

/** Who spoke Santa's lines: the shop's recorded Santa, a voice on the shop's machines, or a cloud service. */
export type SantaVoice = "recording" | "offline" | "cloud";

/** One line of an order's history: what happened, with only the values its words need. */
export interface ExportedEvent {
  type: string;
  at: Date;
  /** The child of the film it was about, by their current name. */
  childName: string | null;
  amountCents: number | null;
  count: number | null;
  remake: boolean;
}

export type AccountExport = NonNullable<Awaited<ReturnType<typeof exportAccountData>>>;
export type ExportedOrder = AccountExport["orders"][number];
export type ExportedFilm = ExportedOrder["films"][number];

const CLOUD_ENGINES = new Set(["polly"]);

function santaVoiceOf(engine: string): SantaVoice {
  if (engine === "recording") return "recording";
  return CLOUD_ENGINES.has(engine) ? "cloud" : "offline";
}

/** Each kind of voice that spoke in the film, once; null when the film kept no record of it. */
function santaVoices(stored: unknown): SantaVoice[] | null {
  const speech = readFilmSpeech(stored);
  if (!speech) return null;
  return [
    ...new Set(speech.voices.filter((voice) => voice.phrases > 0).map((voice) => santaVoiceOf(voice.engine))),
  ];
}

function videoOf(film: {
  renderState: RenderState | null;
  renderedAt: Date | null;
  durationMs: number | null;
  videoKept: boolean;
}): ExportedVideo {
  if (film.renderState === "ready" && film.renderedAt) {
    const seconds = film.durationMs === null ? null : Math.round(film.durationMs / 1000);
    return { made: true, on: film.renderedAt, seconds, stillKept: film.videoKept };
  }
  return { made: false, inProduction: film.renderState !== null };
}

const numberOr = (value: unknown) => (typeof value === "number" ? value : null);

function historyOf(
  events: readonly { type: string; data: Record<string, unknown>; createdAt: Date }[],
  childOf: (position: unknown) => string | null,
): ExportedEvent[] {
  return customerHistory(events).map(({ type, data, createdAt }) => ({
    type,
    at: createdAt,
    childName: childOf(data.film),
    amountCents: numberOr(data.amountCents),
    // Photos deleted, or films whose details or video the retention deleted.
    count: numberOr(data.count) ?? numberOr(data.films),
    remake: data.remake === true,
  }));
}

/** The account's data, or undefined when the account no longer exists. */
export async function exportAccountData(db: Db, userId: string, now = new Date()) {
  const account = await accountOf(db, userId);
  if (!account) return undefined;
  const [sessions, childProfiles, orderRows] = await Promise.all([
    sessionsOf(db, userId),
    childProfilesOf(db, userId),
    ordersOf(db, { id: userId, email: account.email }),
  ]);
  const emails = await emailsOf(
    db,
    account.email,
    orderRows.map((order) => order.id),
  );
  const references = new Map(orderRows.map((order) => [order.id, order.reference]));

  return {
    format: EXPORT_FORMAT,
    exportedAt: now,
    account,
    sessions,
    childProfiles,
    orders: orderRows.map(({ id: _id, films, events, ...order }) => {
      const childOf = (position: unknown) =>
        films.find((film) => film.position === position)?.childName ?? null;
      return {
        ...order,
        films: films.map(({ renderState, renderedAt, durationMs, videoKept, speech, ...film }) => ({
          ...film,
          video: videoOf({ renderState, renderedAt, durationMs, videoKept }),
          santaVoices: santaVoices(speech),
        })),
        history: historyOf(events, childOf),
      };
    }),
    emails: emails.map(({ orderId, ...email }) => ({
      ...email,
      orderReference: orderId ? (references.get(orderId) ?? null) : null,
    })),
  };
}

/** The download's file name, e.g. magic-santa-video-data-2026-11-23.json. */
export function exportFileName(now = new Date()): string {
  return `magic-santa-video-data-${now.toISOString().slice(0, 10)}.json`;
}
