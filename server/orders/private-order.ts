// The order behind a buyer's private link, as its page reads it: none for a token that cannot be one.
import type { Db } from "../db/client.ts";
import { ACCESS_TOKEN_PATTERN } from "./access-token.ts";
import { findOrder, type OrderDetail } from "./order-loaders.repository.ts";

export type { OrderDetail };

export async function findPrivateOrder(db: Db, token: string): Promise<OrderDetail | undefined> {
  if (!ACCESS_TOKEN_PATTERN.test(token)) return undefined;
  return findOrder(db, { accessToken: token });
}
