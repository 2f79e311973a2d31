// Where one film is on its way, in words, for My Orders and the order page: a live progress bar
// while the elves make it, its link once it is ready, and never an error code.
import type { FilmProgress } from "#domain/film-render.ts";
import { useLanguage } from "../i18n/language-provider.tsx";
import { usePolling } from "./use-polling.ts";

/** Asks the server again every few seconds while a film is still on its way. */
export function useFilmPolling(active: boolean): void {
  usePolling(active, 3_000);
}

export function FilmStage({ progress, childName }: { progress: FilmProgress; childName: string }) {
  const { t } = useLanguage();
  switch (progress.stage) {
    case "waiting":
      return <span className="text-snow-200">{t("film.stage.waiting")}</span>;
    case "queued":
      return <span className="text-snow-200">{t("film.stage.queued")}</span>;
    case "on_it":
      return <span className="text-snow-200">{t("film.stage.onIt")}</span>;
    case "deleted":
      return <span className="text-snow-200">{t("film.stage.deleted")}</span>;
    case "ready":
      return (
        <a
          href={progress.url}
          className="font-semibold text-gold-300 underline underline-offset-4 hover:text-white"
        >
          {t("film.watch", { name: childName })}
        </a>
      );
    case "rendering":
      return (
        <span className="flex items-center gap-3">
          <span className="text-snow-200">{t("film.stage.rendering", { percent: progress.percent })}</span>
          <span
            role="progressbar"
            aria-valuenow={progress.percent}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-label={t("film.progress", { name: childName })}
            className="h-2 w-32 overflow-hidden rounded-full bg-white/10"
          >
            <span className="block h-full bg-gold-300" style={{ width: `${progress.percent}%` }} />
          </span>
        </span>
      );
  }
}
