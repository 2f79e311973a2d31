// /terms: the Terms and Conditions, then the Terms of Service, in the page's language.
import type { Route } from "./+types/terms";
import { publicPageHeaders } from "../http-cache.ts";
import { terms } from "../content/legal.server.ts";
import { resolveLanguage } from "../i18n/language.server.ts";
import { staticPageMeta } from "../seo/page-meta.ts";
import { LegalDocumentView } from "../features/legal/legal-document.tsx";

export function loader({ request, url }: Route.LoaderArgs) {
  return { terms: terms[resolveLanguage(request, url)] };
}

export const headers = publicPageHeaders;

export const meta = staticPageMeta("/terms", "meta.terms.title", "meta.terms.description");

export default function Terms({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl space-y-16 px-4 py-16">
      <LegalDocumentView document={loaderData.terms.conditions} idPrefix="conditions" headingLevel={1} />
      <LegalDocumentView document={loaderData.terms.service} idPrefix="service" headingLevel={2} />
    </div>
  );
}
