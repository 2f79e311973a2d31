// The console's frame: its middleware admits operators only (everyone else meets the shop's 404 on
// every route under /console), and its page gives each screen the console's navigation.
import type { Route } from "./+types/console-layout";
import { useMemo } from "react";
import { Outlet, useRouteLoaderData } from "react-router";
import type { RootData } from "../root.tsx";
import { services } from "../services-context.ts";
import { consoleMessages } from "../i18n/dictionaries.server.ts";
import { resolveLanguage } from "../i18n/language.server.ts";
import { LanguageProvider } from "../i18n/language-provider.tsx";
import type { SiteFrameHandle } from "../features/layout/site-frame.tsx";
import { operatorMiddleware, requireOperator } from "../shared/operator.server.ts";
import { ConsoleNav } from "../features/console/console-nav.tsx";
import { consoleMeta } from "../features/console/console-meta.ts";

export const middleware: Route.MiddlewareFunction[] = [operatorMiddleware];

export function loader({ request, url, context }: Route.LoaderArgs) {
  const operator = requireOperator(context, request);
  return {
    email: operator.email,
    // The upload form states the limit before the operator sends a file.
    filmUploadMaxMb: services(context).config.FILM_UPLOAD_MAX_MB,
    // Its words come with it, not with the root every visitor loads (decision 062).
    messages: consoleMessages(resolveLanguage(request, url)),
  };
}

/** A working tool: no snow falls over its tables. */
export const handle: SiteFrameHandle = { snow: false };

export const meta = consoleMeta("console.meta.title");

// An operator's view of customers' data: never in a shared cache, never kept by the browser.
export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<RootData>("root")!;
  const messages = useMemo(
    () => ({ ...root.messages, ...loaderData.messages }),
    [root.messages, loaderData.messages],
  );
  return (
    <LanguageProvider language={root.language} messages={messages} shape={root.numberShape}>
      <div className="mx-auto max-w-7xl px-4 py-8">
        <ConsoleNav email={loaderData.email} />
        <Outlet />
      </div>
    </LanguageProvider>
  );
}
