// Films reach their family: the private link of a ready film, and the order delivered once the
// buyer's delivery e-mail has left.
import { randomBytes } from "node:crypto";
import type { Logger } from "pino";
import { filmPath } from "../../domain/film-render.ts";
import { LANGUAGES, type Language } from "../../domain/language.ts";
import type { Db } from "../db/client.ts";
import type { MailPayloads } from "../mail/mail-kinds.ts";
import type { OutboxRow } from "../mail/outbox.repository.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { lockOrder } from "../orders/order-loaders.ts";
import { transition } from "../orders/order-transition.ts";

/** A film page's token: 128 random bits, like the order's own link. */
export function newDeliveryToken(): string {
  return randomBytes(16).toString("base64url");
}

export const DELIVERY_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function filmUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, "")}${filmPath(token)}`;
}

/**
 * Where a film's captions in another language than its own are stored: beside its own captions,
 * so a film needs no column per language (and a film made before they existed simply has none).
 */
export function otherCaptionsKey(captionsKey: string, language: Language): string {
  return captionsKey.replace(/\.vtt$/, `.${language}.vtt`);
}

/** A film's stored files, as its row names them: the video, and the captions of its own language. */
export interface FilmFiles {
  videoKey: string | null;
  captionsKey: string | null;
}

/**
 * Deletes a film's video and its captions in every language (a key never stored is no error), once
 * no row points to them any more. Returns the keys storage could not delete: they belong to
 * nothing now, and are left to the orphan sweep.
 */
export async function deleteFilmFiles(
  storage: Pick<FileStorage, "delete">,
  files: readonly FilmFiles[],
): Promise<string[]> {
  const keys = files.flatMap(({ videoKey, captionsKey }) => [
    ...(videoKey ? [videoKey] : []),
    ...(captionsKey
      ? [captionsKey, ...LANGUAGES.map((language) => otherCaptionsKey(captionsKey, language))]
      : []),
  ]);
  const outcomes = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  return keys.filter((_, index) => outcomes[index]?.status === "rejected");
}

/** The files of a film made again (re-rendered or uploaded), once the new one is recorded in their place. */
export async function deleteReplaced(
  deps: { storage: Pick<FileStorage, "delete">; logger: Pick<Logger, "warn"> },
  replaced: FilmFiles,
): Promise<void> {
  const left = await deleteFilmFiles(deps.storage, [replaced]);
  if (left.length > 0)
    deps.logger.warn({ keys: left }, "replaced film files not deleted; left to the orphan sweep");
}

/** Ready → delivered; an order already delivered (a resent e-mail) stays as it is. */
export async function markDelivered(tx: Db, orderId: string): Promise<void> {
  const order = await lockOrder(tx, { id: orderId });
  if (order?.state === "ready") await transition(tx, order, "delivered", {});
}

/**
 * What a sent e-mail sets off, in the transaction that marks it sent (the mailer's `afterSent`):
 * the buyer's film e-mail is the delivery itself, so its order is delivered once it has left.
 */
export async function deliveredBySentMail(tx: Db, row: OutboxRow): Promise<void> {
  const payload = row.payload as Partial<MailPayloads["film_ready"]>;
  if (row.kind === "film_ready" && payload.role === "buyer" && row.orderId)
    await markDelivered(tx, row.orderId);
}
