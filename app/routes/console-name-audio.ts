// GET /console/names/:nameId/audio — a stored name recording, for the name library's player.
import type { Route } from "./+types/console-name-audio";
import { nameAudioResponse } from "../features/console/names/name-library.server.ts";
import { consoleNotFound, requireOperator } from "../shared/operator.server.ts";
import { services } from "../services-context.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireOperator(context, request);
  return (await nameAudioResponse(services(context), request, params.nameId)) ?? consoleNotFound(request);
}
