// /dev/outbox/:name: one e-mail of the development outbox, as its recipient would see it (?raw: the .eml itself).
import { data } from "react-router";
import type { Route } from "./+types/dev-outbox-message";
import { htmlPartOf, outboxPagesEnabled, readOutboxFile } from "#server/mail/outbox-files.ts";
import { services } from "../services-context.ts";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { config, outboxDir } = services(context);
  if (!outboxPagesEnabled(config)) throw data(null, { status: 404 });
  const raw = await readOutboxFile(outboxDir, params.name);
  if (raw === undefined) throw data(null, { status: 404 });
  const html = new URL(request.url).searchParams.has("raw") ? undefined : htmlPartOf(raw);
  const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
  if (html === undefined) {
    return new Response(Buffer.from(raw, "latin1"), {
      headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(html, {
    headers: {
      ...headers,
      "Content-Type": "text/html; charset=utf-8",
      // The e-mail's own markup only: inline styles and images, no scripts, no forms.
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; sandbox",
    },
  });
}
