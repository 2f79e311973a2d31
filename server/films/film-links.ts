// A ready film's private link: a URL token (server/url-token.ts), and the page it opens.
import { filmPath } from "#domain/film-render.ts";
import { newUrlToken, URL_TOKEN_PATTERN } from "../url-token.ts";

/** A film page's token: 128 random bits, like the order's own link. */
export const newDeliveryToken = newUrlToken;

export const DELIVERY_TOKEN_PATTERN = URL_TOKEN_PATTERN;

export function filmUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, "")}${filmPath(token)}`;
}
