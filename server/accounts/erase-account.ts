// Deleting the account from the Profile tab: asked twice, the second time with the address typed,
// and held back while a paid film is still on its way.
import type { OrderOnItsWay } from "#domain/account-deletion.ts";
import type { Auth } from "../auth/auth.ts";
import type { Db } from "../db/client.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { deleteAccount, ordersOnTheirWay } from "./account-deletion.ts";
import type { Customer } from "./customer.ts";

export type AccountErasure =
  /**
   * The second step asks for the address; `error` when the typed one was not the account's. While
   * `onTheirWay` lists orders, it asks for nothing: those films are delivered first.
   */
  | { outcome: "confirm"; error?: string; onTheirWay: OrderOnItsWay[] }
  /** Gone: the library's Set-Cookie headers end the session. */
  | { outcome: "deleted"; headers: Headers };

export async function eraseAccount(
  deps: { db: Db; storage: FileStorage; auth: Auth },
  customer: Customer,
  typedEmail: string | undefined,
  headers: Headers,
): Promise<AccountErasure> {
  const onTheirWay = await ordersOnTheirWay(deps.db, customer.email);
  if (typedEmail === undefined || onTheirWay.length > 0) return { outcome: "confirm", onTheirWay };
  if (typedEmail.trim().toLowerCase() !== customer.email) {
    return { outcome: "confirm", error: "account.delete.error.email", onTheirWay };
  }
  // The library's call runs after our transaction, never inside it (PGlite has one connection).
  const deleted = await deleteAccount({ db: deps.db, storage: deps.storage }, customer);
  // Paid meanwhile: the screen now lists it.
  if (deleted.outcome === "films_on_their_way") return { outcome: "confirm", onTheirWay: deleted.orders };
  const signedOut = await deps.auth.api.signOut({ headers, returnHeaders: true });
  return { outcome: "deleted", headers: signedOut.headers };
}
