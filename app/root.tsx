// The document, the language provider, the shared frame (header, footer, snow) and the error screens.
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { useLayoutEffect } from "react";
import { DEFAULT_LANGUAGE, LOCALES } from "#domain/language.ts";
import { numberShape } from "#domain/number-shape.ts";
import { messagesFor } from "./i18n/dictionaries.server.ts";
import { dictionaryScope } from "./i18n/dictionary-scope.ts";
import { LANGUAGE_PARAM, languageCookie } from "./i18n/language-cookie.ts";
import { requestedLanguage, resolveLanguage } from "./i18n/language.server.ts";
import { LanguageProvider } from "./i18n/language-provider.tsx";
import { services } from "./services-context.ts";
import { siteSettings } from "./site.server.ts";
import { pageMeta } from "./seo/page-meta.ts";
import { SiteFrame } from "./features/layout/site-frame.tsx";
import { NotFound } from "./features/layout/not-found.tsx";
import { UnexpectedError } from "./features/layout/unexpected-error.tsx";
import { RequestRefused } from "./features/layout/request-refused.tsx";
import { endHydrationHold } from "./shared/hydration-hold.ts";
import appStylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/** A link that picks a language also saves it, for the next visit without the parameter. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => {
    const response = await next();
    const chosen = requestedLanguage(new URL(request.url));
    if (chosen && response instanceof Response) {
      response.headers.append("Set-Cookie", languageCookie(chosen));
    }
    return response;
  },
];

export function loader({ request, url, context }: Route.LoaderArgs) {
  const language = resolveLanguage(request, url);
  return {
    language,
    messages: messagesFor(language, dictionaryScope(url.pathname)),
    numberShape: numberShape(LOCALES[language]),
    site: siteSettings(services(context).config),
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/**
 * A page refused with a 404 below the root (the console, to anybody but an operator) gets the same
 * title and links as an unknown path; every page that renders sets its own.
 */
export const meta: Route.MetaFunction = ({ error, location, loaderData }) =>
  loaderData && isRouteErrorResponse(error) && error.status === 404
    ? pageMeta(loaderData, {
        path: location.pathname,
        title: "meta.notFound.title",
        description: "meta.notFound.description",
      })
    : [];

/** The dictionary changes only with the language and the page's scope, so navigation within one
 * scope does not fetch it again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return (
    currentUrl.searchParams.get(LANGUAGE_PARAM) !== nextUrl.searchParams.get(LANGUAGE_PARAM) ||
    dictionaryScope(currentUrl.pathname) !== dictionaryScope(nextUrl.pathname)
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<RootData>("root");
  // The layout's effect is the last of hydration's: the page's taps and keys are React's again.
  useLayoutEffect(endHydrationHold, []);
  return (
    <html lang={root?.language ?? DEFAULT_LANGUAGE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7f1d1d" />
        {/* The server writes this stylesheet into the page and disables the link (decision 008);
            React still adopts it by this element when it hydrates. */}
        <link rel="stylesheet" href={appStylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      {/* The snow holds still until the page's first script removes this mark (snow-release.ts); it
          stays on the document, not the snow, so snow shown later by a navigation falls at once. */}
      <body data-snow-held="" className="bg-night-950 font-sans text-snow-50 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <LanguageProvider
      language={loaderData.language}
      messages={loaderData.messages}
      shape={loaderData.numberShape}
    >
      <SiteFrame site={loaderData.site}>
        <Outlet />
      </SiteFrame>
    </LanguageProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<RootData>("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A submission too large to read, refused by the server (server/http/refusal.ts): its own screen.
  const tooLarge = isRouteErrorResponse(error) && error.status === 413;
  const screen = notFound ? <NotFound /> : tooLarge ? <RequestRefused status={413} /> : <UnexpectedError />;
  return (
    <LanguageProvider
      language={root?.language ?? DEFAULT_LANGUAGE}
      messages={root?.messages ?? {}}
      shape={root?.numberShape}
    >
      {root ? <SiteFrame site={root.site}>{screen}</SiteFrame> : screen}
    </LanguageProvider>
  );
}
