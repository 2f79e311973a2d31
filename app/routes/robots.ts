// robots.txt: everything may be crawled; the sitemap lists the pages.
import type { Route } from "./+types/robots";
import { services } from "../services-context.ts";
import { siteSettings } from "../site.server.ts";

export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = siteSettings(services(context).config);
  const body = `User-agent: *\nAllow: /\nDisallow: /__fault\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
