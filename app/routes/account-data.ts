// GET /account/data: "Download my data", the signed-in customer's data as a JSON file, in words in
// the language of the page they downloaded it from.
import type { Route } from "./+types/account-data";
import { exportAccountData, exportFileName } from "#server/accounts/account-export.ts";
import { exportInWords } from "../features/account-profile/account-export-words.server.ts";
import { resolveLanguage } from "../i18n/language.server.ts";
import { services } from "../services-context.ts";
import { requireAccountUser } from "../shared/session.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccountUser(context, request);
  const now = new Date();
  const data = await exportAccountData(services(context).db, user.id, now);
  if (!data) throw new Response("Not found", { status: 404 });
  const document = exportInWords(data, resolveLanguage(request, new URL(request.url)));
  return new Response(`${JSON.stringify(document, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(now)}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
