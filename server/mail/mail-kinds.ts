// The e-mails the shop sends, each a kind with the payload its outbox row carries.
import type { Language } from "#domain/language.ts";

export interface OrderConfirmationPayload {
  reference: string;
  buyerName: string;
  films: { childName: string; language: Language }[];
  totalCents: number;
  currency: string;
  /** The buyer's private link to the order. */
  orderUrl: string;
}

/** A one-time link: sign in, or confirm a new e-mail address. */
export interface AccountLinkPayload {
  url: string;
  /** When the link stops working (ISO 8601): a link not sent by then is not sent at all. */
  expiresAt: string;
}

/** A new address confirms itself: the mail names the account that asked for it. */
export interface EmailChangeLinkPayload extends AccountLinkPayload {
  /** The asking account's address at the time it asked. */
  account: string;
}

/** The films of an order are ready: one private link per film. */
export interface FilmReadyPayload {
  reference: string;
  /** The buyer's name in the buyer's e-mail, the child's in a child's. */
  greetingName: string;
  films: { childName: string; url: string }[];
  /** The buyer's e-mail is the delivery: the order is delivered when it leaves. */
  role: "buyer" | "child";
}

export interface MailPayloads {
  order_confirmation: OrderConfirmationPayload;
  sign_in_link: AccountLinkPayload;
  email_change_link: EmailChangeLinkPayload;
  film_ready: FilmReadyPayload;
}

/** Kinds whose payload is a live secret: the outbox forgets it once the e-mail is sent. */
export const SECRET_LINK_KINDS: readonly MailKind[] = ["sign_in_link", "email_change_link"];

export type MailKind = keyof MailPayloads;
