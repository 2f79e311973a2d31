// /console dashboard screen (being built).
import type { Route } from "./+types/console-dashboard";
import { requireOperator } from "../shared/operator.server.ts";
import { useLanguage } from "../i18n/language-provider.tsx";

export function loader({ request, context }: Route.LoaderArgs) {
  requireOperator(context, request);
  return {};
}

export default function ConsoleDashboard() {
  const { t } = useLanguage();
  return <h1 className="text-3xl font-extrabold">{t("console.title")}</h1>;
}
