// GET /console/orders.csv: the queue under the same filters as the page, every page of it, as CSV.
import type { Route } from "./+types/console-export";
import { exportQueue } from "../features/console/queue/queue-export.server.ts";
import { resolveLanguage } from "../i18n/language.server.ts";
import { services } from "../services-context.ts";
import { requireOperator } from "../shared/operator.server.ts";

export function loader({ request, url, context }: Route.LoaderArgs) {
  requireOperator(context, request);
  return exportQueue(services(context).db, url, resolveLanguage(request, url));
}
