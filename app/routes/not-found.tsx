// Every unknown path: the 404 page with HTTP status 404, and the path logged on the server. Also
// the page of a request the Express layer refused before the router (server/http/refusal.ts): it
// asks for this page with the refusal's status in a header only the server can set.
import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { publicPageHeaders } from "../http-cache.ts";
import { logger } from "#server/logger.ts";
import { REFUSED_STATUS_HEADER } from "#server/request-headers.ts";
import { pageMeta } from "../seo/page-meta.ts";
import { rootDataFrom } from "../seo/root-data.ts";
import { NotFound } from "../features/layout/not-found.tsx";
import { isRefusedStatus, RequestRefused } from "../features/layout/request-refused.tsx";

function refusedStatus(request: Request) {
  const status = Number(request.headers.get(REFUSED_STATUS_HEADER));
  return isRefusedStatus(status) ? status : undefined;
}

export function loader({ request, url }: Route.LoaderArgs) {
  const refused = refusedStatus(request);
  if (refused) {
    return data({ path: "/", refused }, { status: refused, headers: { "Cache-Control": "no-store" } });
  }
  logger.warn({ path: url.pathname, requestId: request.headers.get("x-request-id") }, "page not found");
  return data({ path: url.pathname, refused: undefined }, { status: 404 });
}

/**
 * A form sent to a path that does not exist: the same 404 page, as for any other path. A refused
 * submission from the page's script gets its refusal as the action's error, which the root's error
 * screen shows.
 */
export function action({ request, url }: Route.ActionArgs) {
  const refused = refusedStatus(request);
  if (refused) throw data(null, { status: refused, headers: { "Cache-Control": "no-store" } });
  return loader({ request, url } as Route.LoaderArgs);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) =>
  loaderHeaders.get("Cache-Control") === "no-store" ? { "Cache-Control": "no-store" } : publicPageHeaders();

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataFrom(matches);
  if (!root) return [];
  const refused = loaderData?.refused;
  return pageMeta(root, {
    path: loaderData?.path ?? "/",
    title: refused ? `meta.refused.${refused}.title` : "meta.notFound.title",
    description: refused ? "meta.refused.description" : "meta.notFound.description",
  });
};

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  return loaderData.refused ? <RequestRefused status={loaderData.refused} /> : <NotFound />;
}
