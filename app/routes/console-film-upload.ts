// POST /console/films/:filmId/upload — an operator's finished film in place of a render
// (multipart: film, replace). Answers with the order page, which says what happened.
import type { Route } from "./+types/console-film-upload";
import { uploadFilmForm } from "../features/console/upload/film-upload.server.ts";
import { services } from "../services-context.ts";
import { consoleNotFound, requireOperator } from "../shared/operator.server.ts";
import { assertSameOrigin } from "../shared/session.server.ts";

export async function action({ request, context, params }: Route.ActionArgs) {
  const operator = requireOperator(context, request);
  assertSameOrigin(context, request);
  return uploadFilmForm(services(context), operator, request, params.filmId);
}

export function loader({ request, context }: Route.LoaderArgs) {
  requireOperator(context, request);
  return consoleNotFound(request);
}
