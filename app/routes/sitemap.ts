// sitemap.xml: every public page in both languages, each with its hreflang alternates.
import type { Route } from "./+types/sitemap";
import { LANGUAGES } from "#domain/language.ts";
import { services } from "../services-context.ts";
import { siteSettings } from "../site.server.ts";
import { languageUrl } from "../seo/page-meta.ts";

const PAGES = ["/", "/order", "/account", "/privacy", "/terms"];

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = siteSettings(services(context).config);
  const entries = PAGES.flatMap((path) =>
    LANGUAGES.map((language) => {
      const alternates = LANGUAGES.map(
        (other) =>
          `    <xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(languageUrl(publicUrl, path, other))}"/>`,
      ).join("\n");
      return `  <url>\n    <loc>${escapeXml(languageUrl(publicUrl, path, language))}</loc>\n${alternates}\n  </url>`;
    }),
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
