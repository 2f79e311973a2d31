// Every detail the buyer gave for one child, as stored: blanks shown as a dash, a colour "other"
// with the buyer's own words beside it, and each colour as the film's portrait draws it.
import { useLanguage } from "../../../i18n/language-provider.tsx";
import type { ConsoleFilm } from "../console-order.ts";
import { DetailList } from "./detail-list.tsx";
import { NamePronunciationOffer } from "./name-pronunciation-offer.tsx";
import { PortraitColour } from "./portrait-colour.tsx";

export function FilmDetails({ film }: { film: ConsoleFilm }) {
  const { t } = useLanguage();
  const { child } = film;
  const optional = (value: string | null) => value ?? t("console.order.film.none");
  const withWords = (choice: string, words: string | null) => (words ? `${choice}: ${words}` : choice);
  return (
    <DetailList
      details={[
        { label: t("order.field.childName"), value: child.childName },
        {
          label: t("order.field.namePronunciation"),
          value: child.namePronunciation ? (
            <NamePronunciationOffer
              name={child.childName}
              respelling={child.namePronunciation}
              language={film.language}
            />
          ) : (
            t("console.order.film.none")
          ),
        },
        { label: t("order.field.age"), value: child.age },
        { label: t("order.field.achievements"), value: optional(child.achievements) },
        {
          label: t("order.field.eyeColour"),
          value: (
            <>
              <span>{withWords(t(`order.colour.eye.${child.eyeColour}`), child.eyeColourOther)}</span>
              <PortraitColour
                detail={{ feature: "eyes", choice: child.eyeColour, other: child.eyeColourOther }}
              />
            </>
          ),
        },
        {
          label: t("order.field.hairColour"),
          value: (
            <>
              <span>{withWords(t(`order.colour.hair.${child.hairColour}`), child.hairColourOther)}</span>
              <PortraitColour
                detail={{ feature: "hair", choice: child.hairColour, other: child.hairColourOther }}
              />
            </>
          ),
        },
        { label: t("order.field.wishes"), value: optional(child.wishes) },
        { label: t("order.field.message"), value: optional(child.message) },
        {
          label: t("order.field.childEmail"),
          value: child.childEmail ? (
            <a
              href={`mailto:${child.childEmail}`}
              className="text-gold-300 underline underline-offset-4 hover:text-white"
            >
              {child.childEmail}
            </a>
          ) : (
            t("console.order.film.none")
          ),
        },
        { label: t("console.order.film.language"), value: t(`console.language.${film.language}`) },
      ]}
    />
  );
}
