// The e-mails the shop sends, each a kind with the payload its outbox row carries.
import type { Language } from "../../domain/language.ts";

export interface OrderConfirmationPayload {
  reference: string;
  buyerName: string;
  films: { childName: string; language: Language }[];
  totalCents: number;
  currency: string;
  /** The buyer's private link to the order. */
  orderUrl: string;
}

export interface MailPayloads {
  order_confirmation: OrderConfirmationPayload;
}

export type MailKind = keyof MailPayloads;
