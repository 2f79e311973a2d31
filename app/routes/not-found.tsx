// Every unknown path: the 404 page with HTTP status 404, and the path logged on the server.
import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { publicPageHeaders } from "../http-cache.ts";
import { logger } from "../../server/logger.ts";
import { pageMeta } from "../seo/page-meta.ts";
import { rootDataFrom } from "../seo/root-data.ts";
import { NotFound } from "../features/layout/not-found.tsx";

export function loader({ request, url }: Route.LoaderArgs) {
  logger.warn({ path: url.pathname, requestId: request.headers.get("x-request-id") }, "page not found");
  return data({ path: url.pathname }, { status: 404 });
}

/** A form sent to a path that does not exist: the same 404 page, as for any other path. */
export function action({ request, url }: Route.ActionArgs) {
  return loader({ request, url } as Route.LoaderArgs);
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataFrom(matches);
  if (!root) return [];
  return pageMeta(root, {
    path: loaderData?.path ?? "/",
    title: "meta.notFound.title",
    description: "meta.notFound.description",
  });
};

export default function NotFoundPage() {
  return <NotFound />;
}
