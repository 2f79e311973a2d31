// Another site's form posted to one of our actions: React Router refuses it (400) and hands its
// error to entry.server's handleError. It is an attacker's or a stale page's doing, not a fault of
// ours: logged at warn, without a stack, once per client a minute, so nobody can fill the error
// log by posting from elsewhere.
import type { Logger } from "pino";
import { CLIENT_IP_HEADER } from "../request-headers.ts";

const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const WINDOW_MS = 60_000;
/** Clients remembered at once: past it the oldest minute is forgotten first, so memory stays bounded. */
const MAX_CLIENTS = 10_000;

/** Whether React Router refused this request as cross-site: a mutation whose Origin is not the request's. */
export function isCrossSitePost(request: Request): boolean {
  if (!MUTATIONS.has(request.method)) return false;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  // "null" (a page whose referrer policy hides its origin) is refused too: it names no origin of ours.
  try {
    return new URL(origin).origin !== new URL(request.url).origin;
  } catch {
    return true;
  }
}

/** Logs a refused cross-site post, at most once per client address in a minute. */
export function crossSitePostLog(logger: Pick<Logger, "warn">, now: () => number = Date.now) {
  const lastLogged = new Map<string, number>();
  return (request: Request): void => {
    const client = request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
    const at = now();
    const last = lastLogged.get(client);
    if (last !== undefined && at - last < WINDOW_MS) return;
    lastLogged.delete(client);
    if (lastLogged.size >= MAX_CLIENTS) {
      const oldest = lastLogged.keys().next().value;
      if (oldest !== undefined) lastLogged.delete(oldest);
    }
    lastLogged.set(client, at);
    logger.warn(
      { client, url: new URL(request.url).pathname, origin: request.headers.get("origin")?.slice(0, 200) },
      "cross-site post refused (logged once per client a minute)",
    );
  };
}
