// The console's routes, the build without them and which requests reach them, over a route table
// shaped as app/routes.ts shapes the console (a pathless layout under the root whose children all
// lie under /console), asked through React Router's own request handler. The browser test
// (tests/e2e/console-manifest.spec.ts) asks the real server.
import { createRequestHandler, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { consoleRouteIds, reachesConsole, withoutConsole } from "./console-routes.ts";

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
const ids = Object.keys(table);
const build = {
  entry: { module: { default: () => new Response("no pages in this build", { status: 500 }) } },
  routes: Object.fromEntries(ids.map((id) => [id, { ...table[id as keyof typeof table], module: {} }])),
  assets: {
    entry: { module: "", imports: [] },
    routes: Object.fromEntries(ids.map((id) => [id, { id, module: `/assets/${id}.js` }])),
    url: "",
    version: "test",
  },
  publicPath: "/",
  assetsBuildDirectory: "",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

/** React Router's answer to the manifest question for these paths. */
async function manifest(served: ServerBuild, paths: string[]): Promise<string> {
  const query = new URLSearchParams({ paths: paths.join(","), version: "test" });
  const answer = await createRequestHandler(
    served,
    "production",
  )(new Request(`http://shop.test/__manifest?${query.toString()}`));
  expect(answer.status).toBe(200);
  return answer.text();
}

const reaches = (address: string) => reachesConsole(build, new URL(address, "http://shop.test"));

describe("the console's routes", () => {
  it("are its layout and every route under /console, nothing else", () => {
    expect([...consoleRouteIds(build.routes)].sort()).toEqual([
      "routes/console-layout",
      "routes/console-names",
      "routes/console-queue",
    ]);
  });

  it("are reached by a page, its data or a manifest question under /console, however spelt", () => {
    for (const address of ["/console", "/CONSOLE/names", "/c%6Fnsole/names", "/console/names.data"]) {
      expect(reaches(address), address).toBe(true);
    }
    expect(reaches("/__manifest?paths=%2Fprivacy%2C%2Fconsole%2Fnames&version=test")).toBe(true);
    for (const address of ["/consoles", "/privacy", "/_.data", "/__manifest?paths=%2Fprivacy&version=test"]) {
      expect(reaches(address), address).toBe(false);
    }
  });

  it("are absent from the public build: its manifest answers /console as any unknown address", async () => {
    const asked = ["/", "/console", "/console/names", "/privacy"];
    const hidden = await manifest(withoutConsole(build), asked);
    expect(hidden).not.toContain("console");
    expect(hidden).toBe(await manifest(build, ["/", "/nowhere", "/nowhere/names", "/privacy"]));
    expect(await manifest(build, asked)).toContain("routes/console-names");
  });
});
