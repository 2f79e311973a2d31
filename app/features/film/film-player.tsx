// The private film page's body: the film in the platform's own player with its captions, a
// download button and a share button.
import Download from "lucide-react/icons/download";
import { buttonStyles } from "../../components/ui/button-link.tsx";
import { useLanguage } from "../../i18n/language-provider.tsx";
import type { FilmPageData } from "./film-page.ts";
import { ShareButton } from "./share-button.tsx";

export function FilmPlayer({ film }: { film: FilmPageData }) {
  const { t, date } = useLanguage();
  const title = t("film.title", { name: film.childName });
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-center text-3xl font-extrabold sm:text-4xl">{title}</h1>
      <p className="mt-3 text-center text-snow-200">{t("film.intro")}</p>
      {/* Above the falling snow (z-30), below the sticky header (z-40): nothing falls across the film.
          No crossOrigin: the film may come from the bucket's signed address (decision 054), which a
          CORS-mode fetch could read only with a CORS rule on the bucket; the captions are our own. */}
      <video
        controls
        playsInline
        preload="metadata"
        aria-label={title}
        className="relative z-[35] mt-8 aspect-video w-full rounded-2xl bg-black shadow-2xl ring-1 ring-white/10"
      >
        <source src={film.videoUrl} type="video/mp4" />
        {film.captions.map((captions, index) => (
          <track
            key={captions.language}
            kind="captions"
            src={captions.url}
            srcLang={captions.language}
            label={t("film.captions", { language: t(`nav.languageName.${captions.language}`) })}
            default={index === 0}
          />
        ))}
        {t("film.noVideo")}
      </video>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
        <a
          href={film.downloadUrl}
          download
          className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-lg font-bold ${buttonStyles.primary}`}
        >
          <Download aria-hidden="true" className="size-5" />
          {t("film.download")}
        </a>
        <ShareButton url={film.pageUrl} title={title} />
      </div>
      <p className="mt-8 text-center text-sm text-snow-200">{t("film.private")}</p>
      {film.availableUntil && (
        <p className="mt-2 text-center text-sm text-snow-200">
          {t("film.availableUntil", { date: date(film.availableUntil) })}
        </p>
      )}
    </div>
  );
}
