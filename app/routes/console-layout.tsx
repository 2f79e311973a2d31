// The console's frame: its middleware admits operators only (everyone else meets the shop's 404 on
// every route under /console), and its page gives each screen the console's navigation.
import type { Route } from "./+types/console-layout";
import { Outlet } from "react-router";
import { services } from "../services-context.ts";
import { operatorMiddleware, requireOperator } from "../shared/operator.server.ts";
import { ConsoleNav } from "../features/console/console-nav.tsx";
import { consoleMeta } from "../features/console/console-meta.ts";

export const middleware: Route.MiddlewareFunction[] = [operatorMiddleware];

export function loader({ request, context }: Route.LoaderArgs) {
  const operator = requireOperator(context, request);
  // The upload form states the limit before the operator sends a file.
  return { email: operator.email, filmUploadMaxMb: services(context).config.FILM_UPLOAD_MAX_MB };
}

export const meta = consoleMeta("console.meta.title");

// An operator's view of customers' data: never in a shared cache, never kept by the browser.
export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <ConsoleNav email={loaderData.email} />
      <Outlet />
    </div>
  );
}
