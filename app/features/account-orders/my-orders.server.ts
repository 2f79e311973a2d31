// My Orders on the server: the account's orders turned into the tab's view, and the `order.*`
// intents of the account page read from the form and answered in the page's words.
import { redirect } from "react-router";
import { childDraft } from "#domain/child-details.ts";
import { filmPath, filmProgress, filmsInProgress, type FilmProgress } from "#domain/film-render.ts";
import {
  CORRECTION_DETAILS,
  correctionCheck,
  correctionDeadline,
  correctionDraft,
  isTimelineEvent,
  orderActions,
  validateCorrection,
} from "#domain/customer-order.ts";
import {
  cancelCustomerOrder,
  correctCustomerFilm,
  deleteCustomerPhotos,
  listCustomerOrders,
  payCustomerOrder,
  photoCount,
  type OrderDetail,
} from "#server/customer/customer-orders.ts";
import type { Services } from "#server/services.ts";
import { relativeRedirect } from "../../shared/relative-redirect.ts";
import type { AccountUser } from "../../shared/session.server.ts";
import type { MyOrder, MyOrderEvent, OrderActionError, OrderActionResult } from "./my-order-view.ts";

type Shop = Pick<Services, "db" | "payments" | "storage" | "checkout" | "renderJobs">;

function timeline(order: OrderDetail): MyOrderEvent[] {
  return order.events.flatMap((event) => {
    if (!isTimelineEvent(event.type)) return [];
    const { film, remake, amountCents, count } = event.data;
    return {
      type: event.type,
      at: event.createdAt.toISOString(),
      childName: order.films.find((candidate) => candidate.position === film)?.childName ?? null,
      remake: remake === true,
      amountCents: typeof amountCents === "number" ? amountCents : null,
      count: typeof count === "number" ? count : null,
    };
  });
}

/** The mean progress of the order's films while any is queued or being made. */
function orderProgress(films: readonly FilmProgress[]): number | null {
  if (!filmsInProgress(films)) return null;
  const percents = films.map((film) =>
    film.stage === "ready" ? 100 : film.stage === "rendering" ? film.percent : 0,
  );
  return Math.round(percents.reduce((sum, percent) => sum + percent, 0) / percents.length);
}

export function myOrder(order: OrderDetail, now: Date): MyOrder {
  const photos = photoCount(order);
  const progress = order.films.map((film) => filmProgress(film));
  const filmFiles = progress.filter((film) => film.stage === "ready").length;
  const actions = orderActions({ state: order.state, paidAt: order.paidAt, filmFiles, photos }, now);
  const check = correctionCheck(order, now);
  return {
    reference: order.reference,
    placedAt: order.createdAt.toISOString(),
    state: order.state,
    totalCents: order.totalCents,
    films: order.films.map((film, index) => ({
      position: film.position,
      childName: film.childName,
      language: film.language,
      photos: film.photos.length,
      details: childDraft(film, CORRECTION_DETAILS),
      progress: progress[index] as FilmProgress,
      downloadUrl:
        film.deliveryToken && film.renderState === "ready"
          ? `${filmPath(film.deliveryToken)}/video.mp4?download`
          : null,
    })),
    photos,
    timeline: timeline(order),
    actions: { ...actions, cancel: actions.cancel ?? null },
    correctionDeadline: correctionDeadline(order.paidAt)?.toISOString() ?? null,
    correctionRemakes: check.allowed && check.remake,
    progress: orderProgress(progress),
  };
}

/** The account's orders, newest first; `now` is the server's clock (tests fix it). */
export async function loadMyOrders(shop: Pick<Services, "db">, user: AccountUser, now = new Date()) {
  const orders = await listCustomerOrders(shop, user);
  return orders.map((order) => myOrder(order, now));
}

const failed = (intent: string, reference: string, error: OrderActionError): OrderActionResult => ({
  intent,
  reference,
  outcome: "error",
  error,
});

/** The `order.*` intents of the account page; `now` is the server's clock (tests fix it). */
export async function orderAction(
  shop: Shop,
  user: AccountUser,
  form: FormData,
  now = new Date(),
): Promise<OrderActionResult | Response> {
  const intent = String(form.get("intent") ?? "");
  const reference = String(form.get("reference") ?? "").slice(0, 40);
  const confirmed = form.get("confirm") === "yes";
  switch (intent) {
    case "order.pay": {
      const paid = await payCustomerOrder(shop, user, reference);
      if (paid.outcome !== "redirect") return failed(intent, reference, paid.outcome);
      return redirect(relativeRedirect(paid.url, shop.checkout.publicUrl), 303);
    }
    case "order.cancel": {
      const answer = await cancelCustomerOrder(shop, user, reference, confirmed);
      if (answer.outcome === "confirm" || answer.outcome === "cancelled")
        return { intent, reference, ...answer };
      if (answer.outcome === "refunded" || answer.outcome === "refund_pending") {
        return { intent, reference, outcome: answer.outcome };
      }
      return failed(intent, reference, answer.outcome);
    }
    case "order.correct": {
      const film = Number(form.get("film"));
      if (!Number.isInteger(film) || film < 1) return failed(intent, reference, "not_found");
      const values = correctionDraft((field) => form.get(field));
      const checked = validateCorrection(values);
      if (!checked.ok) return { intent, reference, film, outcome: "invalid", values, errors: checked.errors };
      const change = { reference, position: film, correction: checked.correction, now };
      const answer = await correctCustomerFilm(shop, user.email, change);
      if (answer.outcome === "corrected") return { intent, reference, film, ...answer };
      return failed(intent, reference, answer.outcome);
    }
    case "order.deletePhotos": {
      const answer = await deleteCustomerPhotos(shop, user, reference, confirmed);
      if (answer.outcome === "confirm" || answer.outcome === "photos_deleted") {
        return { intent, reference, ...answer };
      }
      return failed(intent, reference, answer.outcome);
    }
    default:
      return failed(intent, reference, "not_found");
  }
}
