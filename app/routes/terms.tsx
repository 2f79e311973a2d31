// /terms: the Terms and Conditions, then the Terms of Service, in the page's language.
import type { Route } from "./+types/terms";
import { publicPageHeaders } from "../http-cache.ts";
import { SCRIPTS_WHEN_NEEDED } from "../shared/script-start.ts";
import { terms } from "../content/legal.server.ts";
import { resolveLanguage } from "../i18n/language.server.ts";
import { staticPageMeta } from "../seo/page-meta.ts";
import { LegalDocumentView } from "../features/legal/legal-document.tsx";

export function loader({ request, url }: Route.LoaderArgs) {
  return { terms: terms[resolveLanguage(request, url)] };
}

export const headers = publicPageHeaders;

/** A page to read: its modules start only when the visitor first touches or types (decision 031). */
export const handle = SCRIPTS_WHEN_NEEDED;

export const meta = staticPageMeta("/terms", "meta.terms.title", "meta.terms.description");

export default function Terms({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl space-y-16 px-4 py-16">
      <LegalDocumentView document={loaderData.terms.conditions} idPrefix="conditions" headingLevel={1} />
      <LegalDocumentView document={loaderData.terms.service} idPrefix="service" headingLevel={2} />
    </div>
  );
}
