// Films reach their family: the private link of a ready film, and the order delivered once the
// buyer's delivery e-mail has left.
import { randomBytes } from "node:crypto";
import { filmPath } from "../../domain/film-render.ts";
import type { Language } from "../../domain/language.ts";
import type { Db } from "../db/client.ts";
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

/** Ready → delivered; an order already delivered (a resent e-mail) stays as it is. */
export async function markDelivered(tx: Db, orderId: string): Promise<void> {
  const order = await lockOrder(tx, { id: orderId });
  if (order?.state === "ready") await transition(tx, order, "delivered", {});
}
