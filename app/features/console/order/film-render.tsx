// Where a film is in production, for the operator: its render state with live progress, attempts,
// why the last render failed, who spoke Santa's lines, the finished file in the player and its private link.
import Download from "lucide-react/icons/download";
import { filmPath } from "#domain/film-render.ts";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import type { ConsoleFilm } from "../console-order.ts";
import { useConsoleFormats } from "./console-formats.ts";
import { DetailList, type Detail } from "./detail-list.tsx";
import { useFilmVoiceDetails } from "./film-voice.tsx";
import { consoleFilmCaptionsPath, consoleFilmVideoPath } from "../console-links.ts";

const linkClass = "text-gold-300 underline underline-offset-4 hover:text-white";

function RenderState({ film }: { film: ConsoleFilm }) {
  const { t } = useLanguage();
  const percent = film.renderState === "ready" ? 100 : film.renderProgress;
  const label =
    film.renderState === null
      ? t("console.render.none")
      : film.renderState === "rendering"
        ? t("console.render.rendering", { percent })
        : t(`console.render.${film.renderState}`);
  const working = film.renderState === "queued" || film.renderState === "rendering";
  return (
    <span className="flex flex-wrap items-center gap-3">
      <span data-testid="render-state">{label}</span>
      {working && (
        <span
          role="progressbar"
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-label={t("console.order.film.progress", { position: film.position, percent })}
          className="h-2 w-40 overflow-hidden rounded-full bg-white/10"
        >
          <span className="block h-full bg-gold-300" style={{ width: `${percent}%` }} />
        </span>
      )}
    </span>
  );
}

export function FilmRender({ film, headingId }: { film: ConsoleFilm; headingId: string }) {
  const { t } = useLanguage();
  const { moment, megabytes, seconds } = useConsoleFormats();
  const name = film.child.childName;
  const voice = useFilmVoiceDetails(film.speech);
  const details: Detail[] = [
    { label: t("console.order.film.render"), value: <RenderState film={film} /> },
    { label: t("console.order.film.attempts"), value: film.renderAttempts },
    ...voice,
  ];
  if (film.renderError) {
    details.push({
      label: t("console.order.film.failure"),
      value: <code className="text-sm text-red-300">{film.renderError}</code>,
    });
  }
  if (film.renderedAt) {
    details.push({
      label: t("console.order.film.renderedAt"),
      value: <time dateTime={film.renderedAt}>{moment(film.renderedAt)}</time>,
    });
  }
  if (film.hasVideo && film.videoBytes !== null && film.durationMs !== null) {
    details.push({
      label: t("console.order.film.file"),
      value: t("console.order.film.fileSize", {
        size: megabytes(film.videoBytes),
        seconds: seconds(film.durationMs),
      }),
    });
  }
  details.push({
    label: t("console.order.film.link"),
    value: film.deliveryToken ? (
      <a href={filmPath(film.deliveryToken)} className={`break-all ${linkClass}`}>
        {filmPath(film.deliveryToken)}
      </a>
    ) : (
      t("console.order.film.noLink")
    ),
  });
  return (
    <div>
      <h3 id={headingId} className="mb-3 text-lg font-bold">
        {t("console.order.film.production")}
      </h3>
      <DetailList details={details} />
      {film.hasVideo ? (
        <div className="mt-4 max-w-2xl">
          <video
            controls
            playsInline
            preload="metadata"
            aria-label={t("console.order.film.player", { position: film.position, name })}
            className="aspect-video w-full rounded-xl bg-black ring-1 ring-white/10"
          >
            <source src={consoleFilmVideoPath(film.id)} type="video/mp4" />
            <track
              kind="captions"
              src={consoleFilmCaptionsPath(film.id)}
              srcLang={film.language}
              label={t("console.order.film.captions", { language: t(`console.language.${film.language}`) })}
              default
            />
            {t("console.order.film.noVideo")}
          </video>
          <a
            href={consoleFilmVideoPath(film.id, { download: true })}
            className={`mt-2 inline-flex items-center gap-2 ${linkClass}`}
          >
            <Download aria-hidden="true" className="size-4" />
            {t("console.order.film.download")}
          </a>
        </div>
      ) : (
        <p className="mt-4 text-snow-200">{t("console.order.film.noFile")}</p>
      )}
    </div>
  );
}
