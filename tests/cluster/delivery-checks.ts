// What the cluster test reads back once the orders are delivered: each order's film from the
// database, and the verdict on the mailbox: every order delivered exactly once, with the film the
// database holds, and no e-mail twice.
import type { ParsedMail } from "mailparser";
import type pg from "pg";
import { filmTokens, mailsTo } from "./cluster-mailbox.ts";

export interface DeliveredFilm {
  buyerEmail: string;
  childName: string;
  photos: number;
  orderState: string;
  renderState: string | null;
  /** Times a render of it began: a render cut by a kill and taken up again counts two. */
  renderAttempts: number;
  videoKey: string | null;
  videoBytes: number | null;
  deliveryToken: string | null;
}

export async function readFilms(client: pg.Client): Promise<DeliveredFilm[]> {
  const { rows } = await client.query<DeliveredFilm>(`
    select o.buyer_email as "buyerEmail", f.child_name as "childName", o.state as "orderState",
      (select count(*)::int from photos p where p.film_id = f.id) as photos,
      f.render_state as "renderState", f.render_attempts as "renderAttempts", f.video_key as "videoKey",
      f.video_bytes as "videoBytes", f.delivery_token as "deliveryToken"
    from films f join orders o on o.id = f.order_id
    order by o.created_at`);
  return rows;
}

/** E-mails in the outbox that have not left yet. */
export async function unsentMail(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    "select count(*)::int as n from outbox where sent_at is null",
  );
  return rows[0]?.n ?? 0;
}

/** Every broken promise of delivery, in words; empty when each order arrived exactly once. */
export function deliveryProblems(
  films: DeliveredFilm[],
  order: { buyers: string[]; photosPerFilm: number },
  mailbox: ParsedMail[],
): string[] {
  const problems: string[] = [];
  for (const buyer of order.buyers) {
    const ordered = films.filter((film) => film.buyerEmail === buyer);
    if (ordered.length !== 1) {
      problems.push(`${buyer} has ${ordered.length} films in the database, not 1`);
      continue;
    }
    const film = ordered[0]!;
    if (film.photos !== order.photosPerFilm) problems.push(`${buyer}'s film has ${film.photos} photos`);
    if (film.orderState !== "delivered") problems.push(`${buyer}'s order is ${film.orderState}`);
    if (film.renderState !== "ready" || !film.videoKey)
      problems.push(`${buyer}'s film is ${film.renderState}`);
    const deliveries = mailsTo(mailbox, buyer).filter((mail) => filmTokens(mail).length > 0);
    if (deliveries.length !== 1) problems.push(`${buyer} received ${deliveries.length} delivery e-mails`);
    const linked = deliveries.flatMap(filmTokens);
    if (deliveries.length > 0 && !linked.every((token) => token === film.deliveryToken)) {
      problems.push(
        `${buyer}'s delivery e-mail links ${linked.join(", ")}, not the film's ${film.deliveryToken}`,
      );
    }
  }
  const seen = new Map<string, number>();
  for (const mail of mailbox) seen.set(mail.messageId ?? "", (seen.get(mail.messageId ?? "") ?? 0) + 1);
  for (const [messageId, times] of seen) {
    if (times > 1) problems.push(`the e-mail ${messageId} arrived ${times} times`);
  }
  return problems;
}
