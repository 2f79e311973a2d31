// English copy of My Orders: the account's orders, their status and what can be done with them.

export const accountOrdersEn = {
  "account.orders.emptyTitle": "No orders yet",
  "account.orders.emptyText": "Let's make some holiday magic!",
  "account.orders.create": "Create Your First Order",
} as const;
