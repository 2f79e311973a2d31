// /films/:token — a finished film's private page, in the film's language: the film with its
// captions, download and share. Never cached by others, never indexed.
import { data, redirect } from "react-router";
import type { Route } from "./+types/film";
import { filmPath } from "../../domain/film-render.ts";
import { findReadyFilm } from "../../server/films/film-renders.repository.ts";
import { LANGUAGES, type Language } from "../../domain/language.ts";
import { DELIVERY_TOKEN_PATTERN, filmUrl, otherCaptionsKey } from "../../server/films/film-delivery.ts";
import type { FileStorage } from "../../server/storage/file-storage.ts";
import { FilmPlayer } from "../features/film/film-player.tsx";
import type { FilmPageData } from "../features/film/film-page.ts";
import { LANGUAGE_PARAM } from "../i18n/language-cookie.ts";
import { resolveLanguage } from "../i18n/language.server.ts";
import { privatePageHeaders, privatePageMeta } from "../seo/private-page.ts";
import { services } from "../services-context.ts";

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const shop = services(context);
  const film = DELIVERY_TOKEN_PATTERN.test(params.token)
    ? await findReadyFilm(shop.db, params.token)
    : undefined;
  if (!film) throw data(null, { status: 404 });
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
    captions: [
      { language: film.language, url: `${base}/captions.vtt` },
      ...(await otherCaptions(shop.storage, film)).map((language) => ({
        language,
        url: `${base}/captions.vtt?lang=${language}`,
      })),
    ],
    pageUrl: filmUrl(shop.config.PUBLIC_URL, params.token),
  };
  return page;
}

/** The other languages this film has captions in (films made before they were written have none). */
async function otherCaptions(
  storage: FileStorage,
  film: { language: Language; captionsKey: string | null },
): Promise<Language[]> {
  const { captionsKey } = film;
  if (!captionsKey) return [];
  const others = LANGUAGES.filter((language) => language !== film.language);
  const sizes = await Promise.all(
    others.map((language) => storage.size(otherCaptionsKey(captionsKey, language))),
  );
  return others.filter((_, index) => sizes[index] !== undefined);
}

// One family's film.
export const headers = privatePageHeaders;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return privatePageMeta(matches, {
    title: "film.meta.title",
    description: "film.meta.description",
    values: { name: loaderData.childName },
  });
}

export default function Film({ loaderData }: Route.ComponentProps) {
  return <FilmPlayer film={loaderData} />;
}
