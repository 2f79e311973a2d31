// Counts a request against one of the per-address limits of server/rate-limits/rate-limit.ts, by the
// client's address as the HTTP layer determined it (TRUST_PROXY decides whose X-Forwarded-For counts).
import { withinAddressLimit } from "#server/rate-limits/client-limit.ts";
import type { Limit } from "#server/rate-limits/rate-limit.ts";
import type { Services } from "#server/services.ts";
import { clientIp } from "./session.server.ts";

/** True while the client is within `limit`; every call counts one request. */
export function withinClientLimit(db: Services["db"], request: Request, limit: Limit): Promise<boolean> {
  return withinAddressLimit(db, limit, clientIp(request));
}

/** What a refused client is told to wait: the whole window, since a fixed window may have just begun. */
export function retryAfterSeconds(limit: Limit): string {
  return String(limit.windowSeconds);
}
