// POST /payments/stripe/webhook — Stripe's notices about checkouts; exists only when Stripe is configured.
import { data } from "react-router";
import type { Route } from "./+types/stripe-webhook";
import { logger } from "#server/logger.ts";
import { handleStripeWebhook } from "#server/payments/stripe-webhook.ts";
import { services } from "../services-context.ts";

export async function action({ request, context }: Route.ActionArgs) {
  const shop = services(context);
  const webhookSecret = shop.config.STRIPE_WEBHOOK_SECRET;
  if (!shop.stripe || !webhookSecret || request.method !== "POST") throw data(null, { status: 404 });
  // The signature covers the exact bytes Stripe sent: read them as text, never re-serialised JSON.
  const rawBody = await request.text();
  try {
    const reply = await handleStripeWebhook(
      { ...shop.checkout, stripe: shop.stripe, webhookSecret },
      rawBody,
      request.headers.get("stripe-signature"),
    );
    return new Response(reply.body, { status: reply.status, headers: { "Content-Type": "text/plain" } });
  } catch (error) {
    // Stripe resends on any non-2xx answer, so a passing database failure heals itself.
    logger.error({ err: error }, "Stripe webhook: could not record the event");
    return new Response("error", { status: 500, headers: { "Content-Type": "text/plain" } });
  }
}
