// Films waiting for or in the renderer, with their progress. The page asks again every few seconds
// while the list is not empty (see the route); without JavaScript a reload shows the same.
import { Link } from "react-router";
import type { FilmInProduction } from "#server/console/dashboard.ts";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { DashboardSection, EmptyNote, DashboardTable, cellClass } from "./dashboard-section.tsx";
import { consoleOrderPath } from "../console-links.ts";

export function ProductionList({ films, limit }: { films: readonly FilmInProduction[]; limit: number }) {
  const { t } = useLanguage();
  return (
    <DashboardSection id="dashboard-production" title={t("console.dashboard.production.title")}>
      {films.length === 0 ? (
        <EmptyNote>{t("console.dashboard.production.none")}</EmptyNote>
      ) : (
        <>
          <p className="mt-2 text-sm text-snow-200">{t("console.dashboard.production.live")}</p>
          <DashboardTable
            labelledBy="dashboard-production"
            columns={[
              { label: t("console.dashboard.column.order") },
              { label: t("console.dashboard.column.film") },
              { label: t("console.dashboard.column.language") },
              { label: t("console.dashboard.column.progress") },
            ]}
          >
            {films.map((film) => (
              <tr key={film.filmId} className="border-t border-white/10" data-film={film.filmId}>
                <td className={cellClass}>
                  <Link
                    to={consoleOrderPath(film.reference)}
                    className="font-semibold text-gold-300 underline"
                  >
                    {film.reference}
                  </Link>
                </td>
                <td className={cellClass}>
                  {t("console.dashboard.film", { name: film.childName, position: film.position })}
                </td>
                <td className={cellClass}>{t(`console.language.${film.language}`)}</td>
                <td className={`${cellClass} min-w-40`}>
                  <span className="block">
                    {film.renderState === "rendering"
                      ? t("console.render.rendering", { percent: film.renderProgress })
                      : t("console.render.queued")}
                  </span>
                  <progress
                    max={100}
                    value={film.renderProgress}
                    aria-label={t("console.dashboard.progressOf", {
                      name: film.childName,
                      reference: film.reference,
                    })}
                    className="mt-1 h-2 w-full accent-gold-300"
                  />
                </td>
              </tr>
            ))}
          </DashboardTable>
          {films.length >= limit && <EmptyNote>{t("console.dashboard.limit", { count: limit })}</EmptyNote>}
        </>
      )}
    </DashboardSection>
  );
}
