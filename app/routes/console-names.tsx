// /console/names — the name library: names in upcoming orders that Santa cannot say yet, recorded
// in the browser or uploaded; the recorded ones, to play, replace or delete.
import { data } from "react-router";
import type { Route } from "./+types/console-names";
import { consoleMeta } from "../features/console/console-meta.ts";
import { NameLibraryPage } from "../features/console/names/name-library-page.tsx";
import { loadNameLibraryView, nameLibraryAction } from "../features/console/names/name-library.server.ts";
import { requireOperator } from "../shared/operator.server.ts";
import { assertSameOrigin } from "../shared/session.server.ts";
import { services } from "../services-context.ts";

export const meta = consoleMeta("console.names.meta.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireOperator(context, request);
  return loadNameLibraryView(services(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  const operator = requireOperator(context, request);
  assertSameOrigin(context, request);
  const result = await nameLibraryAction(services(context), request, operator);
  return data(result, { status: result.outcome === "refused" ? 400 : 200 });
}

export default function ConsoleNames({ loaderData, actionData }: Route.ComponentProps) {
  return <NameLibraryPage library={loaderData} result={actionData} />;
}
