// /films/:token — a finished film's private page, in the film's language: the film with its
// captions, download and share. Never cached by others, never indexed.
import { Link, data, redirect } from "react-router";
import type { Route } from "./+types/film";
import { filmPath } from "#domain/film-render.ts";
import { loadFilmPage } from "#server/films/film-page.ts";
import { FilmPlayer } from "../features/film/film-player.tsx";
import type { FilmPageData } from "../features/film/film-page.ts";
import { LANGUAGE_PARAM } from "../i18n/language-cookie.ts";
import { resolveLanguage } from "../i18n/language.server.ts";
import { privatePageHeaders, privatePageMeta } from "../seo/private-page.ts";
import { services } from "../services-context.ts";
import { useLanguage } from "../i18n/language-provider.tsx";

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const film = await loadFilmPage(services(context), params.token);
  // A link whose film retention deleted says so (410 Gone); any other is the shop's 404.
  if (film.outcome === "not_found") throw data(null, { status: 404 });
  if (film.outcome === "deleted") return data({ deletedOn: film.deletedOn }, { status: 410 });
  // The page speaks the film's language, also when the link is opened in another browser.
  if (!url.searchParams.has(LANGUAGE_PARAM) && resolveLanguage(request, url) !== film.language) {
    const target = new URL(url);
    target.searchParams.set(LANGUAGE_PARAM, film.language);
    throw redirect(`${target.pathname}${target.search}`);
  }
  const base = filmPath(params.token);
  const page: FilmPageData = {
    childName: film.childName,
    language: film.language,
    videoUrl: `${base}/video.mp4`,
    downloadUrl: `${base}/video.mp4?download`,
    captions: film.captionLanguages.map((language) => ({
      language,
      url: language === film.language ? `${base}/captions.vtt` : `${base}/captions.vtt?lang=${language}`,
    })),
    pageUrl: film.pageUrl,
    availableUntil: film.availableUntil,
  };
  return { film: page };
}

// One family's film.
export const headers = privatePageHeaders;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return privatePageMeta(matches, {
    title: "film" in loaderData ? "film.meta.title" : "film.deleted.meta.title",
    description: "film.meta.description",
    values: "film" in loaderData ? { name: loaderData.film.childName } : {},
  });
}

export default function Film({ loaderData }: Route.ComponentProps) {
  if ("film" in loaderData) return <FilmPlayer film={loaderData.film} />;
  return <FilmDeleted deletedOn={loaderData.deletedOn} />;
}

function FilmDeleted({ deletedOn }: { deletedOn: string }) {
  const { t, date } = useLanguage();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-extrabold sm:text-4xl">{t("film.deleted.title")}</h1>
      <p className="mt-4 text-snow-200">{t("film.deleted.text", { date: date(deletedOn) })}</p>
      <p className="mt-6">
        <Link to="/privacy" className="font-semibold text-gold-300 underline hover:text-white">
          {t("film.deleted.privacy")}
        </Link>
      </p>
    </div>
  );
}
