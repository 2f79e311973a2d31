// A film's photos as thumbnails in the buyer's order, each a link to the full-size photo in a new tab.
import { useLanguage } from "../../../i18n/language-provider.tsx";
import type { ConsoleFilm } from "../console-order.ts";
import { consolePhotoPath } from "../console-links.ts";

export function FilmPhotos({ film, headingId }: { film: ConsoleFilm; headingId: string }) {
  const { t } = useLanguage();
  const name = film.child.childName;
  return (
    <div>
      <h3 id={headingId} className="mb-3 text-lg font-bold">
        {t("console.order.photos")}
      </h3>
      {film.photos.length === 0 ? (
        <p className="text-snow-200">{t("console.order.photos.none")}</p>
      ) : (
        <ul className="flex flex-wrap gap-3">
          {film.photos.map((photo) => (
            <li key={photo.token}>
              <a
                href={consolePhotoPath(photo.token)}
                target="_blank"
                rel="noopener"
                aria-label={t("console.order.photos.open", { number: photo.position, name })}
                className="block overflow-hidden rounded-lg ring-1 ring-white/15 hover:ring-gold-300 focus-visible:ring-2 focus-visible:ring-gold-300"
              >
                <img
                  src={consolePhotoPath(photo.token, { thumbnail: true })}
                  alt={t("console.order.photos.alt", { number: photo.position, name })}
                  width={photo.width >= photo.height ? 160 : Math.round((160 * photo.width) / photo.height)}
                  height={photo.height >= photo.width ? 160 : Math.round((160 * photo.height) / photo.width)}
                  decoding="async"
                  className="block h-32 w-auto bg-night-800 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
