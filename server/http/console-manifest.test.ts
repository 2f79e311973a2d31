// Which routes are the console's, and the manifest's answer without them, over a route table shaped
// as app/routes.ts shapes the console: a pathless layout under the root whose children all lie
// under /console. The browser test (tests/e2e/console-manifest.spec.ts) asks the real server.
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { consoleRouteIds, withoutConsoleRoutes } from "./console-manifest.ts";

const table = {
  root: { id: "root", path: "" },
  "routes/home": { id: "routes/home", parentId: "root", index: true },
  "routes/privacy": { id: "routes/privacy", parentId: "root", path: "privacy" },
  "routes/console-layout": { id: "routes/console-layout", parentId: "root" },
  "routes/console-queue": {
    id: "routes/console-queue",
    parentId: "routes/console-layout",
    path: "console",
    index: true,
  },
  "routes/console-names": {
    id: "routes/console-names",
    parentId: "routes/console-layout",
    path: "console/names",
  },
  "routes/consoles": { id: "routes/consoles", parentId: "root", path: "consoles" },
  "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*" },
};
type Entry = ServerBuild["assets"]["routes"][string];
const entry = (id: string) => ({ id, module: `/assets/${id}.js` }) as unknown as Entry;
const build = {
  routes: table,
  assets: { routes: Object.fromEntries(Object.keys(table).map((id) => [id, entry(id)])) },
} as unknown as Pick<ServerBuild, "routes" | "assets">;

describe("the console in the route manifest", () => {
  it("knows the console's routes: its layout and every route under /console, nothing else", () => {
    expect([...consoleRouteIds(build.routes)].sort()).toEqual([
      "routes/console-layout",
      "routes/console-names",
      "routes/console-queue",
    ]);
  });

  it("answers a console address as an unknown one: the 404 route where the console's stood", () => {
    const asked = ["root", "routes/console-layout", "routes/console-names", "routes/privacy"];
    const answer = withoutConsoleRoutes(Object.fromEntries(asked.map((id) => [id, entry(id)])), build);
    // What React Router answers for /nowhere/names and /privacy, in its order.
    expect(JSON.stringify(answer)).toBe(
      JSON.stringify({
        root: entry("root"),
        "routes/not-found": entry("routes/not-found"),
        "routes/privacy": entry("routes/privacy"),
      }),
    );
  });
});
