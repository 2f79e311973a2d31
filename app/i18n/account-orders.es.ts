// Spanish copy of My Orders.
import type { accountOrdersEn } from "./account-orders.en.ts";
import type { Translation } from "./translation.ts";

export const accountOrdersEs: Translation<typeof accountOrdersEn> = {
  "account.orders.emptyTitle": "Aún no hay pedidos",
  "account.orders.emptyText": "¡Hagamos un poco de magia navideña!",
  "account.orders.create": "Crea tu primer pedido",
};
