// What waits for an operator: renders the renderer gave up on, e-mails the mailer could not send.
import { Link } from "react-router";
import type { FailedRender, UnsentMail } from "#server/console/dashboard.ts";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { DashboardSection, EmptyNote, DashboardTable, cellClass, useMoment } from "./dashboard-section.tsx";
import { consoleOrderPath } from "../console-links.ts";

function OrderLink({ reference }: { reference: string }) {
  return (
    <Link to={consoleOrderPath(reference)} className="font-semibold text-gold-300 underline">
      {reference}
    </Link>
  );
}

export function FailedRenders({ films, limit }: { films: readonly FailedRender[]; limit: number }) {
  const { t } = useLanguage();
  return (
    <DashboardSection id="dashboard-failed" title={t("console.dashboard.failed.title")}>
      {films.length === 0 ? (
        <EmptyNote>{t("console.dashboard.failed.none")}</EmptyNote>
      ) : (
        <>
          <DashboardTable
            labelledBy="dashboard-failed"
            columns={[
              { label: t("console.dashboard.column.order") },
              { label: t("console.dashboard.column.film") },
              { label: t("console.dashboard.column.attempts") },
              { label: t("console.dashboard.column.reason") },
            ]}
          >
            {films.map((film) => (
              <tr key={film.filmId} className="border-t border-white/10">
                <td className={cellClass}>
                  <OrderLink reference={film.reference} />
                </td>
                <td className={cellClass}>
                  {t("console.dashboard.film", { name: film.childName, position: film.position })}
                </td>
                <td className={`${cellClass} tabular-nums`}>{film.attempts}</td>
                <td className={`${cellClass} font-mono text-xs break-words text-snow-200`}>{film.error}</td>
              </tr>
            ))}
          </DashboardTable>
          {films.length >= limit && <EmptyNote>{t("console.dashboard.limit", { count: limit })}</EmptyNote>}
        </>
      )}
    </DashboardSection>
  );
}

export function UnsentMails({ mails, limit }: { mails: readonly UnsentMail[]; limit: number }) {
  const { t } = useLanguage();
  const moment = useMoment();
  return (
    <DashboardSection id="dashboard-unsent" title={t("console.dashboard.unsent.title")}>
      {mails.length === 0 ? (
        <EmptyNote>{t("console.dashboard.unsent.none")}</EmptyNote>
      ) : (
        <>
          <DashboardTable
            labelledBy="dashboard-unsent"
            columns={[
              { label: t("console.dashboard.column.order") },
              { label: t("console.dashboard.column.email") },
              { label: t("console.dashboard.column.recipient") },
              { label: t("console.dashboard.column.attempts") },
              { label: t("console.dashboard.column.since") },
              { label: t("console.dashboard.column.reason") },
            ]}
          >
            {mails.map((mail) => (
              <tr key={mail.id} className="border-t border-white/10">
                <td className={cellClass}>
                  {mail.reference ? (
                    <OrderLink reference={mail.reference} />
                  ) : (
                    t("console.dashboard.unsent.noOrder")
                  )}
                </td>
                <td className={`${cellClass} font-mono text-xs`}>{mail.kind}</td>
                <td className={`${cellClass} break-all`}>{mail.recipient}</td>
                <td className={`${cellClass} tabular-nums`}>{mail.attempts}</td>
                <td className={`${cellClass} whitespace-nowrap`}>{moment(mail.createdAt)}</td>
                <td className={`${cellClass} font-mono text-xs break-words text-snow-200`}>
                  {mail.lastError}
                </td>
              </tr>
            ))}
          </DashboardTable>
          {mails.length >= limit && <EmptyNote>{t("console.dashboard.limit", { count: limit })}</EmptyNote>}
        </>
      )}
    </DashboardSection>
  );
}
