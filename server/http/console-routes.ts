// The console exists for its operators only (issue 42, decision 062). Everybody else is served by
// React Router over the same build with the console's routes taken out, so /console is to them what
// any unknown address is, byte for byte: the shop's 404 page with no console module named in it,
// and a route manifest (`/__manifest?paths=…`, lazy route discovery) that lists no console route.
// Only a request that would reach a console route costs a look at its session.
import { matchRoutes, type RequestHandler, type RouteObject, type ServerBuild } from "react-router";

type Routes = ServerBuild["routes"];
type Build = ServerBuild | (() => Promise<ServerBuild>);

const CONSOLE_SEGMENT = "console";

/** The route's address from the root, segments joined with "/", without a leading "/". */
function fullPath(routes: Routes, id: string): string {
  const route = routes[id];
  if (!route) return "";
  const parent = route.parentId ? fullPath(routes, route.parentId) : "";
  return [parent, route.path ?? ""].filter(Boolean).join("/");
}

type Route = NonNullable<Routes[string]>;

const routesOf = (routes: Routes): Route[] =>
  Object.values(routes).filter((route): route is Route => route !== undefined);

const consoleRoutes = new WeakMap<Routes, Set<string>>();

/** Routes only the console's addresses reach: under /console, or a layout holding nothing else. */
export function consoleRouteIds(routes: Routes): Set<string> {
  const known = consoleRoutes.get(routes);
  if (known) return known;
  const isConsole = (route: Route): boolean => {
    if (route.path) return fullPath(routes, route.id).split("/")[0] === CONSOLE_SEGMENT;
    const held = routesOf(routes).filter((child) => child.parentId === route.id);
    return held.length > 0 && held.every(isConsole);
  };
  const ids = new Set(
    routesOf(routes)
      .filter(isConsole)
      .map((route) => route.id),
  );
  consoleRoutes.set(routes, ids);
  return ids;
}

const publicBuilds = new WeakMap<ServerBuild, ServerBuild>();

/** The build as a visitor who is not an operator is served: without the console's routes. */
export function withoutConsole(build: ServerBuild): ServerBuild {
  const known = publicBuilds.get(build);
  if (known) return known;
  const hidden = consoleRouteIds(build.routes);
  const keep = <T>(table: Record<string, T>) =>
    Object.fromEntries(Object.entries(table).filter(([id]) => !hidden.has(id)));
  const bare = {
    ...build,
    routes: keep(build.routes),
    assets: { ...build.assets, routes: keep(build.assets.routes) },
  };
  publicBuilds.set(build, bare);
  return bare;
}

const routeTrees = new WeakMap<Routes, RouteObject[]>();

/** The route table as React Router matches it, nested by parent. */
function routeTree(routes: Routes, parentId?: string): RouteObject[] {
  return routesOf(routes)
    .filter((route) => route.parentId === parentId)
    .map(({ id, path, index, caseSensitive }) =>
      index
        ? { id, path, index: true, caseSensitive }
        : { id, path, caseSensitive, children: routeTree(routes, id) },
    );
}

/** The addresses a request asks React Router about: the manifest's paths, or the page's own. */
function askedPaths(url: URL, manifestPath: string): string[] {
  if (url.pathname === manifestPath) {
    return (url.searchParams.get("paths") ?? "").split(",").filter(Boolean);
  }
  // A data request names its page with ".data" (the home page's as "/_.data"), as React Router reads it.
  return [
    url.pathname.endsWith("/_.data")
      ? url.pathname.slice(0, -"_.data".length)
      : url.pathname.replace(/\.data$/, ""),
  ];
}

/** Whether any address the request asks about matches a console route in the whole build. */
export function reachesConsole(build: ServerBuild, url: URL): boolean {
  let tree = routeTrees.get(build.routes);
  if (!tree) routeTrees.set(build.routes, (tree = routeTree(build.routes)));
  const hidden = consoleRouteIds(build.routes);
  return askedPaths(url, build.routeDiscovery.manifestPath).some((path) =>
    (matchRoutes(tree, path.startsWith("/") ? path : `/${path}`) ?? []).some((match) =>
      hidden.has(match.route.id ?? ""),
    ),
  );
}

/** The build function or object, with the console taken out. */
export function publicBuildOf(build: Build): Build {
  return typeof build === "function" ? async () => withoutConsole(await build()) : withoutConsole(build);
}

/**
 * One handler for both: the whole build for an operator's request to the console, the public build
 * for everything else. A manifest answer differs by who asks, so it is kept by that browser alone
 * and varies with its cookie: no cache hands an operator's to anybody, and the headers are the same
 * for every question.
 */
export function consoleForOperatorsOnly({
  build,
  whole,
  forEveryone,
  isOperator,
}: {
  build: Build;
  whole: RequestHandler;
  forEveryone: RequestHandler;
  isOperator: (request: Request) => Promise<boolean>;
}): RequestHandler {
  return async (request, loadContext) => {
    const current = typeof build === "function" ? await build() : build;
    const url = new URL(request.url);
    const operator = reachesConsole(current, url) && (await isOperator(request));
    const answer = await (operator ? whole : forEveryone)(request, loadContext);
    if (url.pathname !== current.routeDiscovery.manifestPath || answer.status !== 200) return answer;
    const headers = new Headers(answer.headers);
    headers.set("Cache-Control", "private, max-age=31536000, immutable");
    headers.append("Vary", "Cookie");
    return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
  };
}
