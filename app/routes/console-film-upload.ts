// Console resource (being built).
import type { Route } from "./+types/console-film-upload";
import { consoleNotFound, requireOperator } from "../shared/operator.server.ts";

export function loader({ request, context }: Route.LoaderArgs) {
  requireOperator(context, request);
  return consoleNotFound(request);
}
