// The buyer's confirmation e-mail after payment: its outbox row, and its HTML and text in the order's language.
import { LOCALES, type Language } from "#domain/language.ts";
import { PEAK_DELIVERY_HOURS, USUAL_DELIVERY_HOURS } from "#domain/shop.ts";
import type { OutboxMessage } from "./outbox.repository.ts";
import { mailTranslator } from "./mail-copy.ts";
import type { OrderConfirmationPayload } from "./mail-kinds.ts";
import { escapeHtml, mailButton, mailDocument, mailParagraph as paragraph, mailSignoff } from "./html.ts";
import type { RenderedMail } from "./mail-transport.ts";

export interface ConfirmedOrder {
  id: string;
  reference: string;
  buyerName: string;
  buyerEmail: string;
  language: Language;
  totalCents: number;
  currency: string;
}

/** One confirmation per order, however often the payment is reported: the dedupe key says so. */
export function orderConfirmationMessage(
  order: ConfirmedOrder,
  films: readonly { childName: string; language: Language }[],
  orderUrl: string,
): OutboxMessage {
  const payload: OrderConfirmationPayload = {
    reference: order.reference,
    buyerName: order.buyerName,
    films: films.map(({ childName, language }) => ({ childName, language })),
    totalCents: order.totalCents,
    currency: order.currency,
    orderUrl,
  };
  return {
    kind: "order_confirmation",
    dedupeKey: `order_confirmation:${order.id}`,
    orderId: order.id,
    recipient: order.buyerEmail,
    language: order.language,
    payload: { ...payload },
  };
}

export function renderOrderConfirmation(payload: OrderConfirmationPayload, language: Language): RenderedMail {
  const t = mailTranslator(language);
  const total = new Intl.NumberFormat(LOCALES[language], {
    style: "currency",
    currency: payload.currency,
  }).format(payload.totalCents / 100);
  const films = payload.films.map((film) =>
    t("confirmation.film", { child: film.childName, language: t(`language.${film.language}`) }),
  );
  const copy = {
    subject: t("confirmation.subject", { reference: payload.reference }),
    preview: t("confirmation.preview"),
    greeting: t("confirmation.greeting", { name: payload.buyerName }),
    thanks: t("confirmation.thanks"),
    reference: t("confirmation.reference", { reference: payload.reference }),
    filmsTitle: t("confirmation.films"),
    total: t("confirmation.total", { total }),
    nextTitle: t("confirmation.nextTitle"),
    next: t("confirmation.next"),
    delivery: t("confirmation.delivery", { hours: USUAL_DELIVERY_HOURS, peakHours: PEAK_DELIVERY_HOURS }),
    orderLink: t("confirmation.orderLink"),
    orderLinkNote: t("confirmation.orderLinkNote"),
    signoff: t("confirmation.signoff"),
    team: t("confirmation.team"),
    brand: t("brand.name"),
  };

  const text = [
    copy.greeting,
    copy.thanks,
    copy.reference,
    [copy.filmsTitle, ...films.map((film) => `- ${film}`)].join("\n"),
    copy.total,
    [copy.nextTitle, copy.next, copy.delivery].join("\n"),
    `${copy.orderLink}: ${payload.orderUrl}\n${copy.orderLinkNote}`,
    `${copy.signoff}\n${copy.team}`,
  ].join("\n\n");

  const e = escapeHtml;
  const heading = (content: string) =>
    `<h2 style="margin:24px 0 8px;font-size:18px;line-height:1.3;color:#8a1c14;">${e(content)}</h2>`;
  const html = mailDocument({
    language,
    subject: copy.subject,
    preview: copy.preview,
    brand: copy.brand,
    body: `${paragraph(e(copy.greeting))}
${paragraph(e(copy.thanks))}
${paragraph(e(copy.reference), "font-weight:bold;")}
${heading(copy.filmsTitle)}
<ul style="margin:0 0 16px;padding-left:24px;">
${films.map((film) => `<li style="margin:0 0 4px;">${e(film)}</li>`).join("\n")}
</ul>
${paragraph(e(copy.total), "font-weight:bold;")}
${heading(copy.nextTitle)}
${paragraph(e(copy.next))}
${paragraph(e(copy.delivery))}
${mailButton(copy.orderLink, payload.orderUrl)}
${paragraph(e(copy.orderLinkNote), "font-size:14px;color:#52606d;")}
${mailSignoff(copy.signoff, copy.team)}`,
  });
  return { subject: copy.subject, html, text: `${text}\n` };
}
