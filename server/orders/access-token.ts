// The secret in a buyer's links to an order: a URL token (server/url-token.ts), so a link cannot be guessed.
import { newUrlToken, URL_TOKEN_PATTERN } from "../url-token.ts";

export const ACCESS_TOKEN_PATTERN = URL_TOKEN_PATTERN;

export const newAccessToken = newUrlToken;
