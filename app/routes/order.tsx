// /order: the order section on a page of its own.
import type { Route } from "./+types/order";
import { publicPageHeaders } from "../http-cache.ts";
import { resolveLanguage } from "../i18n/language.server.ts";
import { orderFormSettings, siteSettings } from "../site.server.ts";
import { staticPageMeta } from "../seo/page-meta.ts";
import { OrderSection } from "../features/order/order-section.tsx";

export function loader({ request, url }: Route.LoaderArgs) {
  const language = resolveLanguage(request, url);
  return { orderForm: orderFormSettings(language), contactEmail: siteSettings().contact.ordersEmail };
}

export const headers = publicPageHeaders;

export const meta = staticPageMeta("/order", "meta.order.title", "meta.order.description");

export default function Order({ loaderData }: Route.ComponentProps) {
  return <OrderSection form={loaderData.orderForm} contactEmail={loaderData.contactEmail} headingLevel={1} />;
}
