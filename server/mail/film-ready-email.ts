// The delivery e-mail once every film of an order is ready: to the buyer, and to each child whose
// address was given, in the order's language, with each film's private link.
import type { Language } from "#domain/language.ts";
import type { OutboxMessage } from "./outbox.repository.ts";
import { escapeHtml, mailButton, mailDocument, mailParagraph as paragraph, mailSignoff } from "./html.ts";
import { mailTranslator } from "./mail-copy.ts";
import type { FilmReadyPayload } from "./mail-kinds.ts";
import type { RenderedMail } from "./mail-transport.ts";

export interface DeliveredOrder {
  id: string;
  reference: string;
  buyerName: string;
  buyerEmail: string;
  language: Language;
}

export interface DeliveredFilm {
  position: number;
  childName: string;
  childEmail: string | null;
  url: string;
}

/**
 * Which sending of the delivery e-mail this is: the delivery of round `round` (2 and on after an
 * operator had the order made again), or an operator's `resent`-th resend. Each has its own keys.
 */
export type DeliveryOccasion = { round: number } | { resent: number };

function occasionKey(occasion: DeliveryOccasion): string {
  if ("resent" in occasion) return `:resent-${occasion.resent}`;
  return occasion.round > 1 ? `:round-${occasion.round}` : "";
}

/** One e-mail per recipient, order and occasion, however often the last film is reported ready. */
export function filmReadyMessages(
  order: DeliveredOrder,
  films: readonly DeliveredFilm[],
  occasion: DeliveryOccasion = { round: 1 },
): OutboxMessage[] {
  const message = (recipient: string, dedupe: string, payload: FilmReadyPayload): OutboxMessage => ({
    kind: "film_ready",
    dedupeKey: `film_ready:${order.id}${occasionKey(occasion)}${dedupe}`,
    orderId: order.id,
    recipient,
    language: order.language,
    payload: { ...payload },
  });
  const all = films.map(({ childName, url }) => ({ childName, url }));
  const toBuyer = message(order.buyerEmail, "", {
    reference: order.reference,
    greetingName: order.buyerName,
    films: all,
    role: "buyer",
  });
  const toChildren = films.flatMap((film) =>
    film.childEmail
      ? [
          message(film.childEmail, `:${film.position}`, {
            reference: order.reference,
            greetingName: film.childName,
            films: [{ childName: film.childName, url: film.url }],
            role: "child",
          }),
        ]
      : [],
  );
  return [toBuyer, ...toChildren];
}

export function renderFilmReady(payload: FilmReadyPayload, language: Language): RenderedMail {
  const t = mailTranslator(language);
  const copy = {
    subject:
      payload.role === "child"
        ? t("filmReady.childSubject", { name: payload.greetingName })
        : t("filmReady.subject", { reference: payload.reference }),
    preview: t("filmReady.preview"),
    greeting: t("confirmation.greeting", { name: payload.greetingName }),
    intro: payload.role === "child" ? t("filmReady.childIntro") : t("filmReady.intro"),
    note: t("filmReady.note"),
    signoff: t("confirmation.signoff"),
    team: t("confirmation.team"),
    brand: t("brand.name"),
  };
  const links = payload.films.map((film) => ({
    label: t("filmReady.watch", { child: film.childName }),
    url: film.url,
  }));
  const text = [
    copy.greeting,
    copy.intro,
    links.map((link) => `${link.label}: ${link.url}`).join("\n"),
    copy.note,
    `${copy.signoff}\n${copy.team}`,
  ].join("\n\n");
  const e = escapeHtml;
  const html = mailDocument({
    language,
    subject: copy.subject,
    preview: copy.preview,
    brand: copy.brand,
    body: `${paragraph(e(copy.greeting))}
${paragraph(e(copy.intro))}
${links.map((link) => mailButton(link.label, link.url)).join("\n")}
${paragraph(e(copy.note), "font-size:14px;color:#52606d;")}
${mailSignoff(copy.signoff, copy.team)}`,
  });
  return { subject: copy.subject, html, text: `${text}\n` };
}
