// One film of the order: the child's every detail, its photos, where it is in production with the
// player, and the operator's actions on it.
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { FilmActionForms } from "../actions/operator-action-forms.tsx";
import type { ConsoleFilm, ConsoleOrder } from "../console-order.ts";
import { FilmUploadForm } from "../upload/film-upload-form.tsx";
import { FilmDetails } from "./film-details.tsx";
import { FilmPhotos } from "./film-photos.tsx";
import { FilmRender } from "./film-render.tsx";

export function OrderFilm({ order, film }: { order: ConsoleOrder; film: ConsoleFilm }) {
  const { t } = useLanguage();
  const id = `film-${film.position}`;
  return (
    <section
      aria-labelledby={id}
      data-testid={id}
      className="space-y-6 rounded-2xl bg-night-900 p-6 ring-1 ring-white/10"
    >
      <h2 id={id} className="text-xl font-extrabold">
        {t("console.order.film.title", { position: film.position, name: film.child.childName })}
      </h2>
      <div>
        <h3 id={`${id}-details`} className="mb-3 text-lg font-bold">
          {t("console.order.film.details")}
        </h3>
        <FilmDetails film={film} />
      </div>
      <FilmPhotos film={film} headingId={`${id}-photos`} />
      <FilmRender film={film} headingId={`${id}-render`} />
      <FilmActionForms order={order} film={film} />
      <FilmUploadForm order={order} film={film} />
    </section>
  );
}
