// The app's one question of the limits: may this client address make one more such request?
import type { Db } from "../db/client.ts";
import { ipKey, type Limit } from "./rate-limit.ts";
import { hit } from "./rate-limit.repository.ts";

/** True while the address is within `limit`; every call counts one request. */
export function withinAddressLimit(db: Db, limit: Limit, ip: string): Promise<boolean> {
  return hit(db, limit, ipKey(ip));
}
