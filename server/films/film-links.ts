// A ready film's private link: a token of 128 random bits, and the page it opens.
import { randomBytes } from "node:crypto";
import { filmPath } from "#domain/film-render.ts";

/** A film page's token: 128 random bits, like the order's own link. */
export function newDeliveryToken(): string {
  return randomBytes(16).toString("base64url");
}

export const DELIVERY_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function filmUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, "")}${filmPath(token)}`;
}
