// /console/orders/:reference: one order as an operator sees it, and the operator's actions on it.
import type { Route } from "./+types/console-order";
import { consoleNotFound, requireOperator } from "../shared/operator.server.ts";
import { services } from "../services-context.ts";
import { consoleOrderAction } from "../features/console/actions/order-action.server.ts";
import { consoleMeta } from "../features/console/console-meta.ts";
import { loadConsoleOrder } from "../features/console/order/order-detail.server.ts";
import { OrderDetail } from "../features/console/order/order-detail.tsx";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireOperator(context, request);
  const order = await loadConsoleOrder(services(context), params.reference);
  return { order: order ?? consoleNotFound(request) };
}

export function action(args: Route.ActionArgs) {
  return consoleOrderAction(args);
}

export const meta = consoleMeta("console.order.meta.title");

export default function ConsoleOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderDetail order={loaderData.order} result={actionData} />;
}
