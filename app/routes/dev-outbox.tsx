// /dev/outbox: on the development server (`--dev`) without SMTP, the e-mails the shop wrote as .eml files instead of sending them.
import { data } from "react-router";
import type { Route } from "./+types/dev-outbox";
import { listOutboxFiles, outboxPagesEnabled } from "#server/mail/outbox-files.ts";
import { useLanguage } from "../i18n/language-provider.tsx";
import { translate } from "../i18n/translate.ts";
import { rootDataFrom } from "../seo/root-data.ts";
import { services } from "../services-context.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { config, outboxDir } = services(context);
  if (!outboxPagesEnabled(config)) throw data(null, { status: 404 });
  const files = await listOutboxFiles(outboxDir);
  return { outboxDir, files: files.map((file) => ({ ...file, date: file.date.toISOString() })) };
}

export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  if (!root) return [];
  return [
    { title: translate(root.messages, "devOutbox.meta.title") },
    { name: "robots", content: "noindex" },
  ];
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  const { t, locale, number } = useLanguage();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });
  const cell = "border-b border-snow-700 px-3 py-2 text-left align-top";
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-extrabold">{t("devOutbox.title")}</h1>
      <p className="mt-3 text-snow-200">{t("devOutbox.description")}</p>
      <p className="mt-1 text-sm break-all text-snow-300">
        {t("devOutbox.folder", { folder: loaderData.outboxDir })}
      </p>
      {loaderData.files.length === 0 ? (
        <p className="mt-8 text-lg">{t("devOutbox.empty")}</p>
      ) : (
        <div className="mt-8 overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  {t("devOutbox.subject")}
                </th>
                <th scope="col" className={cell}>
                  {t("devOutbox.to")}
                </th>
                <th scope="col" className={cell}>
                  {t("devOutbox.date")}
                </th>
                <th scope="col" className={cell}>
                  {t("devOutbox.size")}
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.files.map((file) => {
                const href = `/dev/outbox/${encodeURIComponent(file.name)}`;
                return (
                  <tr key={file.name}>
                    <td className={cell}>
                      <a href={href} className="font-semibold underline">
                        {file.subject || file.name}
                      </a>{" "}
                      <a href={`${href}?raw`} className="text-snow-300 underline">
                        {t("devOutbox.source")}
                      </a>
                    </td>
                    <td className={cell}>{file.to}</td>
                    <td className={cell}>
                      <time dateTime={file.date}>{when.format(new Date(file.date))}</time>
                    </td>
                    <td className={cell}>
                      {t("devOutbox.kilobytes", { size: number(Math.ceil(file.sizeBytes / 1024)) })}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
