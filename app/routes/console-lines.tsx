// /console/lines — Santa's lines: the fixed lines of each storyline of the shop's templates, per
// film language, recorded by the shop's Santa in the browser or uploaded; played, replaced, deleted.
import { data } from "react-router";
import type { Route } from "./+types/console-lines";
import { consoleMeta } from "../features/console/console-meta.ts";
import { SantasLinesPage } from "../features/console/lines/santas-lines-page.tsx";
import { loadSantasLinesView, santasLinesAction } from "../features/console/lines/santas-lines.server.ts";
import { resolveLanguage } from "../i18n/language.server.ts";
import { requireOperator } from "../shared/operator.server.ts";
import { assertSameOrigin } from "../shared/session.server.ts";
import { services } from "../services-context.ts";

export const meta = consoleMeta("console.lines.meta.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireOperator(context, request);
  const url = new URL(request.url);
  return loadSantasLinesView(services(context), url, resolveLanguage(request, url));
}

export async function action({ request, context }: Route.ActionArgs) {
  const operator = requireOperator(context, request);
  assertSameOrigin(context, request);
  const result = await santasLinesAction(services(context), request, operator);
  return data(result, { status: result.outcome === "refused" ? 400 : 200 });
}

export default function ConsoleLines({ loaderData, actionData }: Route.ComponentProps) {
  return <SantasLinesPage view={loaderData} result={actionData} />;
}
