// POST /console/names/listen — a name said by one of Santa's voices with the pronunciation as
// typed, before the operator saves it (multipart: language, spelling, respelling, ipa, engine).
import type { Route } from "./+types/console-name-listen";
import { nameListenResponse } from "../features/console/names/name-library.server.ts";
import { services } from "../services-context.ts";
import { consoleNotFound, requireOperator } from "../shared/operator.server.ts";
import { assertSameOrigin } from "../shared/session.server.ts";

export async function action({ request, context }: Route.ActionArgs) {
  requireOperator(context, request);
  assertSameOrigin(context, request);
  return nameListenResponse(services(context), request);
}

export function loader({ request, context }: Route.LoaderArgs) {
  requireOperator(context, request);
  return consoleNotFound(request);
}
