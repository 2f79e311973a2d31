// The parent's "How do you say it?" on the console's order page, and one button that saves it to
// the name library as the name's respelling in the film's language (decision 071). The form posts
// to the library's own action, so the operator lands on the entry, with its Listen buttons.
import { Form } from "react-router";
import BookPlusIcon from "lucide-react/icons/book-plus";
import type { Language } from "#domain/language.ts";
import { buttonStyles } from "../../../components/ui/button-link.tsx";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { RECORDING_FIELDS } from "../names/name-library-view.ts";

/** The name library's page, whose action saves a pronunciation. */
export const NAME_LIBRARY_PATH = "/console/names";

/** What the button posts: the library's "Save" of a respelling for the name in the film's language. */
export function pronunciationOfferFields(name: string, respelling: string, language: Language) {
  return [
    [RECORDING_FIELDS.intent, "pronounce"],
    [RECORDING_FIELDS.language, language],
    [RECORDING_FIELDS.spelling, name],
    [RECORDING_FIELDS.respelling, respelling],
  ] as const;
}

export function NamePronunciationOffer({
  name,
  respelling,
  language,
}: {
  name: string;
  respelling: string;
  language: Language;
}) {
  const { t } = useLanguage();
  return (
    <div className="space-y-2">
      <span lang={language}>{respelling}</span>
      <Form method="post" action={NAME_LIBRARY_PATH} encType="multipart/form-data">
        {pronunciationOfferFields(name, respelling, language).map(([field, value]) => (
          <input key={field} type="hidden" name={field} value={value} />
        ))}
        <button
          type="submit"
          className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 py-2 text-sm font-bold ${buttonStyles.secondary}`}
        >
          <BookPlusIcon aria-hidden="true" className="size-4" />
          {t("console.order.film.pronunciationSave", { name })}
        </button>
      </Form>
    </div>
  );
}
