// My Orders on the server: the account's orders (every order placed with its e-mail) and the
// actions on them. Stub: the accounts issue's My Orders work fills it in.
import type { Services } from "../../../server/services.ts";
import type { AccountUser } from "./session.server.ts";

export type MyOrder = { reference: string };

export type OrderActionResult = { intent: string; ok: boolean };

export async function loadMyOrders(_shop: Services, _user: AccountUser): Promise<MyOrder[]> {
  return [];
}

export async function orderAction(
  _shop: Services,
  _user: AccountUser,
  form: FormData,
): Promise<OrderActionResult | Response> {
  return { intent: String(form.get("intent")), ok: false };
}
