// Every e-mail kind's renderer in one map: a kind without one fails the type-check.
import type { Language } from "#domain/language.ts";
import type { MailKind, MailPayloads } from "./mail-kinds.ts";
import type { RenderedMail } from "./mail-transport.ts";
import { renderEmailChangeLink, renderSignInLink } from "./account-link-email.ts";
import { renderFilmReady } from "./film-ready-email.ts";
import { renderOrderConfirmation } from "./order-confirmation-email.ts";

const renderers: { [K in MailKind]: (payload: MailPayloads[K], language: Language) => RenderedMail } = {
  order_confirmation: renderOrderConfirmation,
  sign_in_link: renderSignInLink,
  email_change_link: renderEmailChangeLink,
  film_ready: renderFilmReady,
};

export function isMailKind(kind: string): kind is MailKind {
  return Object.hasOwn(renderers, kind);
}

export function renderMail<K extends MailKind>(
  kind: K,
  payload: MailPayloads[K],
  language: Language,
): RenderedMail {
  const render: (payload: MailPayloads[K], language: Language) => RenderedMail = renderers[kind];
  return render(payload, language);
}
