// A name no order has yet, typed by the operator, with the film language it is for: the fields the
// name library's "add" forms share (a recording's and a pronunciation's).
import type { ChangeEvent } from "react";
import { LANGUAGES, type Language } from "#domain/language.ts";
import { profileInputClass } from "../../../components/ui/labelled-field.tsx";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { RECORDING_FIELDS } from "./name-library-view.ts";

export function TypedNameFields({
  idPrefix,
  maxNameLength,
  language,
}: {
  idPrefix: string;
  maxNameLength: number;
  /** The language chosen, when the form follows it (its voices); otherwise the page's, left to the select. */
  language?: { value: Language; onChange: (language: Language) => void };
}) {
  const { t, language: pageLanguage } = useLanguage();
  const choice = language
    ? {
        value: language.value,
        onChange: (event: ChangeEvent<HTMLSelectElement>) =>
          language.onChange(event.target.value as Language),
      }
    : { defaultValue: pageLanguage };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor={`${idPrefix}-name`} className="block font-semibold">
          {t("console.names.add.name")}
        </label>
        <input
          id={`${idPrefix}-name`}
          type="text"
          name={RECORDING_FIELDS.spelling}
          required
          maxLength={maxNameLength}
          autoComplete="off"
          className={profileInputClass}
        />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-language`} className="block font-semibold">
          {t("console.names.add.language")}
        </label>
        <select
          id={`${idPrefix}-language`}
          name={RECORDING_FIELDS.language}
          {...choice}
          className={profileInputClass}
        >
          {LANGUAGES.map((option) => (
            <option key={option} value={option}>
              {t(`console.language.${option}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
