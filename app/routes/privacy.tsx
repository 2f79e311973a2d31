// /privacy: the privacy policy in the page's language.
import type { Route } from "./+types/privacy";
import { publicPageHeaders } from "../http-cache.ts";
import { SCRIPTS_WHEN_NEEDED } from "../shared/script-start.ts";
import { privacyPolicyFor } from "../content/legal.server.ts";
import { resolveLanguage } from "../i18n/language.server.ts";
import { staticPageMeta } from "../seo/page-meta.ts";
import { services } from "../services-context.ts";
import { LegalDocumentView } from "../features/legal/legal-document.tsx";

export function loader({ request, url, context }: Route.LoaderArgs) {
  return { policy: privacyPolicyFor(resolveLanguage(request, url), services(context).config) };
}

export const headers = publicPageHeaders;

/** A page to read: its modules start only when the visitor first touches or types (decision 031). */
export const handle = SCRIPTS_WHEN_NEEDED;

export const meta = staticPageMeta("/privacy", "meta.privacy.title", "meta.privacy.description");

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <LegalDocumentView document={loaderData.policy} idPrefix="privacy" headingLevel={1} />
    </div>
  );
}
