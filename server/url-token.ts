// The one maker of the secrets in private links (an order's page, a film's page, a photo's address):
// 128 random bits in URL-safe base64, so a link cannot be guessed and needs no encoding.
import { randomBytes } from "node:crypto";

/** 22 characters of base64url: what `newUrlToken` makes, checked before a lookup. */
export const URL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function newUrlToken(): string {
  return randomBytes(16).toString("base64url");
}
