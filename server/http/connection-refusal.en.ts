// English words of the plain answers to a connection the shop will not serve: one over its cap
// (connection-limits.ts), sent before any request is read, and a form's body too slow to arrive
// (body-limit.ts), sent in both languages too: it costs no page render, which a flood would repeat.

export const connectionRefusalEn = {
  perClient: "Too many connections from your address at once. Wait a minute and try again.",
  busy: "The shop is very busy right now. Wait a minute and try again.",
  tooSlow: "What you sent came in too slowly, so none of it was saved. Check your connection and try again.",
};

export type ConnectionRefusalMessages = typeof connectionRefusalEn;
