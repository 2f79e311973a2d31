// English words of the plain answer to a connection over its cap (connection-limits.ts): sent
// before any request is read, so before the shop knows which language the visitor wants.

export const connectionRefusalEn = {
  perClient: "Too many connections from your address at once. Wait a minute and try again.",
  busy: "The shop is very busy right now. Wait a minute and try again.",
};

export type ConnectionRefusalMessages = typeof connectionRefusalEn;
