// React Router's lazy route discovery: the browser asks `/__manifest?paths=…` which routes match
// the links on its page. Asked about /console, React Router would name the console's routes to
// anyone, though the console answers 404 to all but its operators (issue 42, decision 062). Here an
// answer that names a console route reaches only an operator; anybody else gets the answer for an
// address no route has, the shop's 404 route in the console's place, byte for byte.
import type { RequestHandler, ServerBuild } from "react-router";

type Routes = ServerBuild["routes"];
type ManifestEntry = ServerBuild["assets"]["routes"][string];

const CONSOLE_SEGMENT = "console";

/** The route's address from the root, segments joined with "/", without a leading "/". */
function fullPath(routes: Routes, id: string): string {
  const route = routes[id];
  if (!route) return "";
  const parent = route.parentId ? fullPath(routes, route.parentId) : "";
  return [parent, route.path ?? ""].filter(Boolean).join("/");
}

const consoleRoutesOf = new WeakMap<Routes, Set<string>>();

/** Routes only the console's addresses reach: under /console, or a layout holding nothing else. */
export function consoleRouteIds(routes: Routes): Set<string> {
  const known = consoleRoutesOf.get(routes);
  if (known) return known;
  const underConsole = (id: string) => fullPath(routes, id).split("/")[0] === CONSOLE_SEGMENT;
  const found = new Set<string>();
  const isConsole = (id: string): boolean => {
    const route = routes[id];
    if (!route) return false;
    if (route.path) return underConsole(id);
    const children = Object.values(routes).filter((child) => child?.parentId === id);
    return children.length > 0 && children.every((child) => child !== undefined && isConsole(child.id));
  };
  for (const id of Object.keys(routes)) if (isConsole(id)) found.add(id);
  consoleRoutesOf.set(routes, found);
  return found;
}

/** The catch-all route an address no other route takes ends in (the shop's 404 page). */
function catchAllRouteId(routes: Routes): string | undefined {
  return Object.values(routes).find((route) => route?.path === "*" && route.parentId === "root")?.id;
}

/**
 * The manifest's answer with every console route taken out and the catch-all put where the first
 * stood, in the order React Router would have written it for an unknown address.
 */
export function withoutConsoleRoutes(
  patches: Record<string, ManifestEntry>,
  build: Pick<ServerBuild, "routes" | "assets">,
): Record<string, ManifestEntry> {
  const hidden = consoleRouteIds(build.routes);
  const catchAll = catchAllRouteId(build.routes);
  const answer: Record<string, ManifestEntry> = {};
  for (const [id, entry] of Object.entries(patches)) {
    if (!hidden.has(id)) answer[id] = entry;
    else if (catchAll && !(catchAll in answer)) {
      const catchAllEntry = build.assets.routes[catchAll];
      if (catchAllEntry) answer[catchAll] = catchAllEntry;
    }
  }
  return answer;
}

/**
 * Wraps the router's handler: a manifest answer that names a console route is kept for an operator
 * and replaced for anybody else. Every manifest answer is private to its browser and varies with
 * its cookie, so no cache hands an operator's to anyone, and the headers tell nobody apart.
 */
export function hideConsoleFromManifest(
  handle: RequestHandler,
  {
    build,
    isOperator,
  }: {
    build: ServerBuild | (() => Promise<ServerBuild>);
    isOperator: (request: Request) => Promise<boolean>;
  },
): RequestHandler {
  return async (request, loadContext) => {
    const current = typeof build === "function" ? await build() : build;
    const answer = await handle(request, loadContext);
    if (new URL(request.url).pathname !== current.routeDiscovery.manifestPath || answer.status !== 200) {
      return answer;
    }
    const headers = new Headers(answer.headers);
    headers.set("Cache-Control", "private, max-age=31536000, immutable");
    headers.append("Vary", "Cookie");
    const patches = (await answer.json()) as Record<string, ManifestEntry>;
    const hidden = consoleRouteIds(current.routes);
    const namesConsole = Object.keys(patches).some((id) => hidden.has(id));
    const shown =
      namesConsole && !(await isOperator(request)) ? withoutConsoleRoutes(patches, current) : patches;
    headers.delete("Content-Length");
    return new Response(JSON.stringify(shown), { status: 200, statusText: answer.statusText, headers });
  };
}
