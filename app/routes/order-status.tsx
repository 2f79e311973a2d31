// /orders/:token — the buyer's private page for one order: its reference, what was ordered, the
// payment (pay now, or confirming after the provider sent them back) and what happens next.
import { useEffect } from "react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/order-status";
import { LANGUAGE_PARAM } from "../i18n/language-cookie.ts";
import { resolveLanguage } from "../i18n/language.server.ts";
import { services } from "../services-context.ts";
import { privatePageHeaders, privatePageMeta } from "../seo/private-page.ts";
import { OrderStatusView } from "../features/order-status/order-status-view.tsx";
import { forgetDraft } from "../features/order-form/draft-memory.ts";
import { loadOrderStatus } from "../features/order-status/order-status.server.ts";
import { payOrder } from "#server/payments/checkout.ts";
import { relativeRedirect } from "../shared/relative-redirect.ts";
import { CHECKOUTS_PER_IP } from "#server/rate-limits/rate-limit.ts";
import { retryAfterSeconds, withinClientLimit } from "../shared/client-rate-limit.server.ts";

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const shop = services(context);
  const status = await loadOrderStatus(shop, params.token);
  if (!status) throw data(null, { status: 404 });
  // The page speaks the order's language, also when the link is opened in another browser.
  if (!url.searchParams.has(LANGUAGE_PARAM) && resolveLanguage(request, url) !== status.order.language) {
    const target = new URL(url);
    target.searchParams.set(LANGUAGE_PARAM, status.order.language);
    throw redirect(`${target.pathname}${target.search}`);
  }
  return {
    ...status,
    cancelledPayment: url.searchParams.has("cancelled"),
    returnedFromPayment: url.searchParams.has("paid"),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  // Each press opens a payment session with the provider: counted per address (decision 024).
  if (!(await withinClientLimit(services(context).db, request, CHECKOUTS_PER_IP)))
    return data(
      { payFailed: true },
      { status: 429, headers: { "Retry-After": retryAfterSeconds(CHECKOUTS_PER_IP) } },
    );
  const result = await payOrder(services(context).checkout, params.token);
  if (result.outcome === "redirect")
    throw redirect(relativeRedirect(result.url, services(context).config.PUBLIC_URL));
  if (result.outcome === "not_found") throw data(null, { status: 404 });
  return { payFailed: result.outcome === "provider_failed" };
}

// One buyer's order.
export const headers = privatePageHeaders;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return privatePageMeta(matches, {
    title: "confirmation.meta.title",
    description: "confirmation.meta.description",
    values: { reference: loaderData.order.reference },
  });
}

export default function OrderStatus({ loaderData, actionData }: Route.ComponentProps) {
  // Back from paying: nothing about the child stays in this browser (the form kept it until now).
  useEffect(() => {
    if (loaderData.returnedFromPayment) forgetDraft();
  }, [loaderData.returnedFromPayment]);
  return <OrderStatusView status={loaderData} payFailed={actionData?.payFailed ?? false} />;
}
