// A fixed name whose films were made before its fix: the films and their orders, and one button,
// with the count on it, that makes them all again (decision 074). A plain form, so it works without
// scripts; the server takes each film once however often it is pressed.
import { Form } from "react-router";
import RefreshCwIcon from "lucide-react/icons/refresh-cw";
import { buttonStyles } from "../../../components/ui/button-link.tsx";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { fillPlaceholders } from "../../../i18n/translate.ts";
import { RECORDING_FIELDS, type RemakeNameView } from "./name-library-view.ts";
import { entryClass, FilmsOfName, Spellings, useDay } from "./name-entries.tsx";

export function RemakeNameEntry({ name }: { name: RemakeNameView }) {
  const { t, plural } = useLanguage();
  const day = useDay();
  const shown = name.spellings[0] ?? name.key;
  const idPrefix = `remake-${name.language}-${name.key.replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <li className={entryClass} data-testid={idPrefix}>
      <h4 className="text-xl font-bold text-snow-50">{shown}</h4>
      <Spellings spellings={name.spellings} />
      <p className="text-snow-200">{t("console.names.remake.fixed", { date: day(name.fixedAt) })}</p>
      <FilmsOfName name={name} shown={shown} />
      <Form method="post" encType="multipart/form-data" className="mt-3">
        <input type="hidden" name={RECORDING_FIELDS.intent} value="remake" />
        <input type="hidden" name={RECORDING_FIELDS.language} value={name.language} />
        <input type="hidden" name={RECORDING_FIELDS.key} value={name.key} />
        <input type="hidden" name={RECORDING_FIELDS.spelling} value={shown} />
        <button
          type="submit"
          className={`inline-flex min-h-11 items-center gap-2 rounded-full px-5 py-2 font-bold ${buttonStyles.primary}`}
        >
          <RefreshCwIcon aria-hidden="true" className="size-5" />
          {fillPlaceholders(plural("console.names.remake.submit", name.films), { count: name.films })}
        </button>
      </Form>
    </li>
  );
}
