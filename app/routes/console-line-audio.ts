// GET /console/lines/:lineId/audio — a recorded line of Santa's, for the lines page's player.
import type { Route } from "./+types/console-line-audio";
import { lineAudioResponse } from "../features/console/lines/santas-lines.server.ts";
import { consoleNotFound, requireOperator } from "../shared/operator.server.ts";
import { services } from "../services-context.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireOperator(context, request);
  return (await lineAudioResponse(services(context), request, params.lineId)) ?? consoleNotFound(request);
}
