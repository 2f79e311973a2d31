// My Orders on the server: the account's orders (every order placed with its e-mail) as the tab
// shows them, and the actions on them. Every read and change goes through the account's e-mail, so
// another customer's reference is simply not found.
import { redirect } from "react-router";
import {
  cancellation,
  correctionCheck,
  correctionDeadline,
  correctionDraft,
  isTimelineEvent,
  orderActions,
  photoDeletionCheck,
  validateCorrection,
  type Cancellation,
  type CorrectionDraft,
  type CorrectionErrors,
  type OrderActions,
  type TimelineEvent,
} from "../../../domain/customer-order.ts";
import type { Language } from "../../../domain/language.ts";
import type { OrderState } from "../../../domain/order-states.ts";
import { logger } from "../../../server/logger.ts";
import {
  cancelUnpaidOrder,
  correctFilm,
  deleteOrderPhotos,
  findAccountOrder,
  listAccountOrders,
  type AccountOrder,
} from "../../../server/orders/account-orders.repository.ts";
import { payOrder } from "../../../server/payments/payments.service.ts";
import { refundOrder } from "../../../server/payments/refunds.ts";
import type { Services } from "../../../server/services.ts";
import type { AccountUser } from "./session.server.ts";

type Shop = Pick<Services, "db" | "payments" | "config" | "storage">;

export interface MyOrderFilm {
  position: number;
  childName: string;
  language: Language;
  photos: number;
  /** What the correction form starts from. */
  details: CorrectionDraft;
  /** The delivered film's link, once one exists (nothing renders films yet, so always null for now). */
  videoUrl: string | null;
}

export interface MyOrderEvent {
  type: TimelineEvent;
  at: string;
  /** The corrected film's child, by its current name. */
  childName: string | null;
  remake: boolean;
  amountCents: number | null;
  /** How many photos a `photos_deleted` event deleted. */
  count: number | null;
}

export interface MyOrder {
  reference: string;
  placedAt: string;
  state: OrderState;
  totalCents: number;
  films: MyOrderFilm[];
  /** The photos the order still holds, all films together. */
  photos: number;
  timeline: MyOrderEvent[];
  actions: Omit<OrderActions, "cancel"> & { cancel: Cancellation | null };
  /** When corrections close (paid orders); past dates too, so the page can say the window ended. */
  correctionDeadline: string | null;
  /** Once production started, a correction makes the film again. */
  correctionRemakes: boolean;
  /** The renderer's progress in percent while the film is made: no renderer reports one yet. */
  progress: number | null;
}

export type OrderActionError =
  | "not_found"
  | "not_allowed"
  | "window_passed"
  | "refund_failed"
  | "pay_failed"
  /** The film is being made from the photos: they can be deleted after delivery. */
  | "photos_in_use";

export type OrderActionResult =
  | {
      intent: "order.cancel";
      reference: string;
      status: "confirm";
      cancellation: Cancellation;
      totalCents: number;
    }
  | { intent: "order.cancel"; reference: string; status: "cancelled" | "refunded" | "refund_pending" }
  | {
      intent: "order.correct";
      reference: string;
      film: number;
      status: "invalid";
      values: CorrectionDraft;
      errors: CorrectionErrors;
    }
  | {
      intent: "order.correct";
      reference: string;
      film: number;
      status: "corrected";
      childName: string;
      remake: boolean;
    }
  | {
      intent: "order.deletePhotos";
      reference: string;
      status: "confirm";
      photos: number;
      /** Unpaid: if it is paid later, the film is made without photos. */
      filmWithoutPhotos: boolean;
    }
  | { intent: "order.deletePhotos"; reference: string; status: "photos_deleted"; count: number }
  | { intent: string; reference: string; status: "error"; error: OrderActionError };

function filmDetails(film: AccountOrder["films"][number]): CorrectionDraft {
  return {
    childName: film.childName,
    age: String(film.age),
    eyeColour: film.eyeColour,
    eyeColourOther: film.eyeColourOther ?? "",
    hairColour: film.hairColour,
    hairColourOther: film.hairColourOther ?? "",
    achievements: film.achievements ?? "",
    wishes: film.wishes ?? "",
    message: film.message ?? "",
  };
}

function timeline(order: AccountOrder): MyOrderEvent[] {
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

const photoCount = (order: AccountOrder) => order.films.reduce((sum, film) => sum + film.photos.length, 0);

export function myOrder(order: AccountOrder, now: Date): MyOrder {
  const photos = photoCount(order);
  const actions = orderActions({ state: order.state, paidAt: order.paidAt, filmFiles: 0, photos }, now);
  const check = correctionCheck(order, now);
  return {
    reference: order.reference,
    placedAt: order.createdAt.toISOString(),
    state: order.state,
    totalCents: order.totalCents,
    films: order.films.map((film) => ({
      position: film.position,
      childName: film.childName,
      language: film.language,
      photos: film.photos.length,
      details: filmDetails(film),
      videoUrl: null,
    })),
    photos,
    timeline: timeline(order),
    actions: { ...actions, cancel: actions.cancel ?? null },
    correctionDeadline: correctionDeadline(order.paidAt)?.toISOString() ?? null,
    correctionRemakes: check.allowed && check.remake,
    progress: null,
  };
}

/** The account's orders, newest first; `now` is the server's clock (tests fix it). */
export async function loadMyOrders(shop: Shop, user: AccountUser, now = new Date()): Promise<MyOrder[]> {
  const orders = await listAccountOrders(shop.db, user.email);
  return orders.map((order) => myOrder(order, now));
}

const failed = (intent: string, reference: string, error: OrderActionError): OrderActionResult => ({
  intent,
  reference,
  status: "error",
  error,
});

async function pay(shop: Shop, user: AccountUser, reference: string): Promise<OrderActionResult | Response> {
  const order = await findAccountOrder(shop.db, user.email, reference);
  if (!order) return failed("order.pay", reference, "not_found");
  const deps = { db: shop.db, payments: shop.payments, publicUrl: shop.config.PUBLIC_URL };
  const result = await payOrder(deps, order.accessToken);
  if ("url" in result) return redirect(result.url, 303);
  return failed("order.pay", reference, result.error === "provider_failed" ? "pay_failed" : "not_allowed");
}

/** The first press asks "are you sure?"; only the confirming press (confirm=yes) cancels. */
async function cancel(
  shop: Shop,
  user: AccountUser,
  reference: string,
  confirmed: boolean,
): Promise<OrderActionResult> {
  const order = await findAccountOrder(shop.db, user.email, reference);
  if (!order) return failed("order.cancel", reference, "not_found");
  const how = cancellation(order.state);
  if (!how) return failed("order.cancel", reference, "not_allowed");
  if (!confirmed) {
    return {
      intent: "order.cancel",
      reference,
      status: "confirm",
      cancellation: how,
      totalCents: order.totalCents,
    };
  }
  if (how === "cancel") {
    const cancelled = await cancelUnpaidOrder(shop.db, user.email, reference);
    if (cancelled.outcome === "changed") return { intent: "order.cancel", reference, status: "cancelled" };
    return failed("order.cancel", reference, cancelled.outcome);
  }
  const refund = await refundOrder({ db: shop.db, payments: shop.payments }, user.email, reference);
  if (refund.outcome === "refunded") {
    return { intent: "order.cancel", reference, status: refund.pending ? "refund_pending" : "refunded" };
  }
  return failed("order.cancel", reference, refund.outcome);
}

async function correct(
  shop: Shop,
  user: AccountUser,
  reference: string,
  form: FormData,
  now: Date,
): Promise<OrderActionResult> {
  const film = Number(form.get("film"));
  if (!Number.isInteger(film) || film < 1) return failed("order.correct", reference, "not_found");
  const values = correctionDraft((field) => form.get(field));
  const checked = validateCorrection(values);
  if (!checked.ok) {
    return { intent: "order.correct", reference, film, status: "invalid", values, errors: checked.errors };
  }
  const { correction } = checked;
  const result = await correctFilm(shop.db, user.email, { reference, position: film, correction, now });
  if (result.outcome === "corrected") {
    const { childName } = correction;
    return {
      intent: "order.correct",
      reference,
      film,
      status: "corrected",
      childName,
      remake: result.remake,
    };
  }
  if (result.outcome === "not_found") return failed("order.correct", reference, "not_found");
  return failed(
    "order.correct",
    reference,
    result.reason === "window_passed" ? "window_passed" : "not_allowed",
  );
}

/**
 * Deletes the order's photos after an "are you sure?" step like cancelling: the rows in one
 * transaction, then their files. A file storage could not delete is only logged: no row points to it.
 */
async function deletePhotos(
  shop: Shop,
  user: AccountUser,
  reference: string,
  confirmed: boolean,
): Promise<OrderActionResult> {
  const intent = "order.deletePhotos";
  const order = await findAccountOrder(shop.db, user.email, reference);
  if (!order) return failed(intent, reference, "not_found");
  const check = photoDeletionCheck(order.state);
  if (!check.allowed) return failed(intent, reference, "photos_in_use");
  if (!confirmed) {
    const photos = photoCount(order);
    return { intent, reference, status: "confirm", photos, filmWithoutPhotos: check.filmWithoutPhotos };
  }
  const deletion = await deleteOrderPhotos(shop.db, user.email, reference);
  if (deletion.outcome === "not_found") return failed(intent, reference, "not_found");
  if (deletion.outcome === "not_allowed") return failed(intent, reference, "photos_in_use");
  const keys = deletion.files.flatMap((file) => [file.storageKey, file.thumbnailKey]);
  const outcomes = await Promise.allSettled(keys.map((key) => shop.storage.delete(key)));
  const left = keys.filter((_, index) => outcomes[index]?.status === "rejected");
  if (left.length > 0) logger.warn({ reference, files: left.length }, "deleted photos left files behind");
  return { intent, reference, status: "photos_deleted", count: deletion.count };
}

/** The `order.*` intents of the account page; `now` is the server's clock (tests fix it). */
export async function orderAction(
  shop: Shop,
  user: AccountUser,
  form: FormData,
  now = new Date(),
): Promise<OrderActionResult | Response> {
  const intent = String(form.get("intent") ?? "");
  const reference = String(form.get("reference") ?? "").slice(0, 40);
  if (intent === "order.pay") return pay(shop, user, reference);
  if (intent === "order.cancel") return cancel(shop, user, reference, form.get("confirm") === "yes");
  if (intent === "order.correct") return correct(shop, user, reference, form, now);
  if (intent === "order.deletePhotos") {
    return deletePhotos(shop, user, reference, form.get("confirm") === "yes");
  }
  return failed(intent, reference, "not_found");
}
