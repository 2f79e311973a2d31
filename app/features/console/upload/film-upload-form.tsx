// Uploading a finished film in place of a render, in each film's section of the order page: the
// form with the limits stated, a box to confirm replacing a film that has a file, and what came of
// the last upload (read from the page's address, so it works without JavaScript).
import { useRouteLoaderData, useSearchParams } from "react-router";
import UploadIcon from "lucide-react/icons/upload";
import { canUploadFilm } from "#domain/film-upload.ts";
import { buttonStyles } from "../../../components/ui/button-link.tsx";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import type { loader as consoleLayoutLoader } from "../../../routes/console-layout.tsx";
import type { ConsoleFilm, ConsoleOrder } from "../console-order.ts";
import { useArrivalFocus } from "../../../shared/use-arrival-focus.ts";
import { FILM_FIELD, filmUploadNotice, REPLACE_FIELD, type FilmUploadNotice } from "./film-upload-notice.ts";
import { useUploadProgress } from "./use-upload-progress.ts";
import { consoleFilmUploadPath } from "../console-links.ts";

export function FilmUploadForm({ order, film }: { order: ConsoleOrder; film: ConsoleFilm }) {
  const { t } = useLanguage();
  const [search] = useSearchParams();
  const maxMb = useRouteLoaderData<typeof consoleLayoutLoader>("routes/console-layout")?.filmUploadMaxMb;
  const { progress, onSubmit } = useUploadProgress();
  const notice = filmUploadNotice.fromSearch(search, film.position);
  const id = `film-upload-${film.position}`;
  const sending = progress.state === "sending";
  return (
    <div className="mt-4" data-testid={id}>
      {notice && <UploadNotice notice={notice} maxMb={maxMb ?? 0} />}
      {canUploadFilm(order.state) && (
        <details
          open={notice !== undefined && !notice.uploaded}
          className="mt-3 rounded-xl bg-night-900/60 p-4 ring-1 ring-snow-300/20"
        >
          <summary className="cursor-pointer font-semibold text-gold-300">
            {t("console.upload.title")}
          </summary>
          <form
            method="post"
            encType="multipart/form-data"
            action={consoleFilmUploadPath(film.id)}
            onSubmit={onSubmit}
            className="mt-3 space-y-3"
          >
            <div>
              <label htmlFor={`${id}-file`} className="block font-semibold">
                {t("console.upload.file", { name: film.child.childName })}
              </label>
              <p id={`${id}-hint`} className="text-sm text-snow-300">
                {t("console.upload.hint", { mb: maxMb ?? 0 })}
              </p>
              <input
                id={`${id}-file`}
                type="file"
                name={FILM_FIELD}
                accept="video/mp4,.mp4"
                required
                aria-describedby={`${id}-hint`}
                className="text-snow-100 mt-1 block w-full file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-night-700 file:px-4 file:font-semibold file:text-snow-50"
              />
            </div>
            {film.hasVideo && (
              <label className="flex items-start gap-2">
                <input type="checkbox" name={REPLACE_FIELD} value="yes" required className="mt-1 size-5" />
                <span>{t("console.upload.replace")}</span>
              </label>
            )}
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="submit"
                disabled={sending}
                className={`inline-flex min-h-11 items-center gap-2 rounded-full px-5 py-2 font-bold disabled:opacity-60 ${buttonStyles.primary}`}
              >
                <UploadIcon aria-hidden="true" className="size-5" />
                {t("console.upload.submit")}
              </button>
              {sending && (
                <span role="status" className="flex items-center gap-2 text-snow-200">
                  <progress
                    max={100}
                    value={progress.percent}
                    aria-label={t("console.upload.progress")}
                    className="h-2 w-40 accent-gold-300"
                  />
                  {t("console.upload.sending", { percent: progress.percent })}
                </span>
              )}
              {progress.state === "broken" && (
                <span role="alert" className="font-semibold text-red-300">
                  {t("console.upload.broken")}
                </span>
              )}
            </div>
          </form>
        </details>
      )}
    </div>
  );
}

/** What came of the last upload for this film: said at once and focused as the page loads. */
function UploadNotice({ notice, maxMb }: { notice: FilmUploadNotice; maxMb: number }) {
  const { t } = useLanguage();
  const said = useArrivalFocus<HTMLParagraphElement>(notice.uploaded);
  if (notice.uploaded)
    return (
      <p
        ref={said}
        tabIndex={-1}
        autoFocus
        role="status"
        className="rounded-xl bg-night-800 p-4 font-semibold text-snow-50 ring-1 ring-gold-300/50"
      >
        {t("console.upload.done", { position: notice.position })}
      </p>
    );
  return (
    <p
      ref={said}
      tabIndex={-1}
      autoFocus
      role="alert"
      className="rounded-xl bg-berry-900/60 p-4 text-white ring-1 ring-berry-500"
    >
      <strong className="block">{t("console.upload.refused", { position: notice.position })}</strong>
      {t(`console.upload.error.${notice.reason}`, { mb: maxMb, found: notice.found ?? "?" })}
    </p>
  );
}
