// What a response needs when it travels over https, set as its head is written so that every
// answer gets it (Express's, a refusal's, and the page cache's replay alike): HSTS, and every
// cookie Secure, whichever part of the app set it.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";

/** One year, as HSTS preload lists ask. */
export const HSTS = "max-age=31536000; includeSubDomains";
const HSTS_HEADER = "strict-transport-security";

/** Whether the request came over https: its own socket, or the first trusted proxy's word. */
export function cameOverHttps(request: IncomingMessage, trustedProxies: number): boolean {
  if ((request.socket as TLSSocket).encrypted) return true;
  if (trustedProxies < 1) return false;
  const forwarded = request.headers["x-forwarded-proto"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  return first === "https";
}

export function secureCookie(setCookie: string): string {
  return /;\s*secure\s*(;|$)/i.test(setCookie) ? setCookie : `${setCookie}; Secure`;
}

const secured = (value: number | string | readonly string[]) =>
  Array.isArray(value) ? value.map((cookie: string) => secureCookie(cookie)) : secureCookie(String(value));

/** Headers handed to writeHead itself (the page cache replays a page's this way). */
function adjust(headers: OutgoingHttpHeaders, https: boolean, hsts: boolean) {
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    if (name.toLowerCase() === HSTS_HEADER && !hsts) delete headers[name];
    else if (name.toLowerCase() === "set-cookie" && https && value !== undefined)
      headers[name] = secured(value);
  }
  if (hsts) headers[HSTS_HEADER] = HSTS;
}

/**
 * HSTS goes with every answer to a request over https, and with every answer at all when the
 * shop's address is https (browsers ignore it over plain http); never from a local shop on http.
 */
export function applyTransportSecurity(
  request: IncomingMessage,
  response: ServerResponse,
  settings: { trustedProxies: number; httpsAddress: boolean },
) {
  const https = cameOverHttps(request, settings.trustedProxies);
  const hsts = https || settings.httpsAddress;
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const cookies = this.getHeader("set-cookie");
    if (https && cookies !== undefined) this.setHeader("set-cookie", secured(cookies));
    if (hsts) this.setHeader(HSTS_HEADER, HSTS);
    else this.removeHeader(HSTS_HEADER);
    const headers = args.find((arg) => typeof arg === "object" && arg !== null && !Array.isArray(arg));
    if (headers) adjust(headers as OutgoingHttpHeaders, https, hsts);
    return (writeHead as (...all: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
}
