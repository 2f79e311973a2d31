// For tests of the routes behind a limit: an address whose window is used up, without sending
// hundreds of requests first.
import type { Db } from "../db/client.ts";
import { rateLimits } from "../db/schema.ts";
import { ipKey, type Limit } from "./rate-limit.ts";

export async function exhaustLimit(db: Db, limit: Limit, ip: string): Promise<void> {
  await db.insert(rateLimits).values({ key: `${limit.name}:${ipKey(ip)}`, hits: limit.max });
}
