// /console/orders/:reference: one order as an operator sees it (being built).
import type { Route } from "./+types/console-order";
import { requireOperator } from "../shared/operator.server.ts";
import { useLanguage } from "../i18n/language-provider.tsx";
import { consoleOrderAction } from "../features/console/actions/order-action.server.ts";

export function loader({ request, context }: Route.LoaderArgs) {
  requireOperator(context, request);
  return {};
}

export function action(args: Route.ActionArgs) {
  return consoleOrderAction(args);
}

export default function ConsoleOrder() {
  const { t } = useLanguage();
  return <h1 className="text-3xl font-extrabold">{t("console.title")}</h1>;
}
