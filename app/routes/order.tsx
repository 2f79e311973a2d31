// /order: the order section on a page of its own, and the action every order form posts to.
import { data, redirect } from "react-router";
import { randomUUID } from "node:crypto";
import type { Route } from "./+types/order";
import { resolveLanguage } from "../i18n/language.server.ts";
import { orderFormSettings, siteSettings } from "../site.server.ts";
import { staticPageMeta } from "../seo/page-meta.ts";
import { services } from "../services-context.ts";
import { OrderSection } from "../features/order-form/order-section.tsx";
import { submitOrderForm } from "../features/order-form/order-action.server.ts";
import { relativeRedirect } from "../shared/relative-redirect.ts";
import { accountUser } from "../shared/session.server.ts";
import { orderPrefill } from "../features/order-form/order-prefill.server.ts";
import { refuseOrderPost } from "../features/order-form/order-post-limits.server.ts";
import { SCRIPTS_WHEN_TOUCHED } from "../shared/script-start.ts";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { config } = services(context);
  const language = resolveLanguage(request, url);
  // This page is never shared from a cache, so its form can carry its own key from the start.
  const draftKey = randomUUID();
  return {
    orderForm: orderFormSettings(config, language),
    contactEmail: siteSettings(config).contact.ordersEmail,
    draftKey,
    // ?child=<profile> or ?again=<reference>: the signed-in customer's own children, filled in.
    prefill: await orderPrefill(context, request, url, language, draftKey),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const shop = services(context);
  // Each post may carry a hundred photos to decode and opens a payment session: counted per address.
  const refusal = await refuseOrderPost(shop, request, resolveLanguage(request, url));
  if (refusal) return data(refusal.state, { status: refusal.status, headers: refusal.headers });
  const result = await submitOrderForm(
    shop,
    request,
    resolveLanguage(request, url),
    async () => (await accountUser(context, request))?.id,
  );
  // A path: the buyer stays on the address they used (decision 022).
  if ("redirect" in result)
    throw redirect(relativeRedirect(result.redirect, services(context).config.PUBLIC_URL));
  return data(result.state, { status: result.status });
}

// Each visitor's form has its own key: nothing here may come from a shared cache.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

// The form works before its modules run and takes up what was typed as they start (decision 060):
// they start at the parent's first touch, or at once to show a kept draft (decision 077).
export const handle = SCRIPTS_WHEN_TOUCHED;

export const meta = staticPageMeta("/order", "meta.order.title", "meta.order.description");

export default function Order({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <OrderSection
      form={loaderData.orderForm}
      contactEmail={loaderData.contactEmail}
      draftKey={loaderData.draftKey}
      formState={actionData ?? loaderData.prefill}
      headingLevel={1}
    />
  );
}
