// Resource routes served as the shop serves them, for tests that look at what a client receives:
// React Router's request handler over a build holding only those routes, behind the shop's Express
// adapter (router-handler.ts) and compression, on a loopback port.
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { RouterContextProvider, type RouterContext, type ServerBuild } from "react-router";
import { createRouterHandler, routerRequestHandler } from "./router-handler.ts";

/** A route module as the build holds it: its loader, at a path in React Router's syntax. */
export interface ServedRoute {
  path: string;
  module: { loader: (args: never) => unknown };
}

export interface RouteServer {
  url: string;
  close(): Promise<void>;
}

function buildOf(routes: Record<string, ServedRoute>): ServerBuild {
  const children = Object.entries(routes).map(([id, route]) => [
    id,
    { id, parentId: "root", path: route.path, module: route.module },
  ]);
  return {
    // Resource routes only: no page is ever rendered.
    entry: { module: { default: () => new Response("no pages in this build", { status: 500 }) } },
    routes: { root: { id: "root", path: "", module: {} }, ...Object.fromEntries(children) },
    assets: { entry: { module: "", imports: [] }, routes: {}, url: "", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

/** Serves `routes` in production mode, each loader given `value` under `key` in its context. */
export async function serveRoutes<T>(
  routes: Record<string, ServedRoute>,
  context: { key: RouterContext<T>; value: T },
): Promise<RouteServer> {
  const app = express();
  app.use(compression());
  app.all(
    "/{*path}",
    createRouterHandler({
      handle: routerRequestHandler(buildOf(routes), "production"),
      getLoadContext: async () => new RouterContextProvider(new Map([[context.key, context.value]])),
      refuse: (_request, response, status) => void response.status(status).end(),
    }),
  );
  const server = http.createServer(app);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
