// robots.txt: everything may be crawled; the sitemap lists the pages.
import { siteSettings } from "../site.server.ts";

export function loader() {
  const body = `User-agent: *\nAllow: /\nDisallow: /__fault\n\nSitemap: ${siteSettings().publicUrl}/sitemap.xml\n`;
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
