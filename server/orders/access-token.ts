// The secret in a buyer's links to an order: 128 random bits, so a link cannot be guessed.
import { randomBytes } from "node:crypto";

export const ACCESS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function newAccessToken(): string {
  return randomBytes(16).toString("base64url");
}
