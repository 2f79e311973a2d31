// A colour chosen from a list, with "Other" revealing a field for the colour in words. Without
// JavaScript the field is in the page and the stylesheet shows it only while "Other" is chosen, so
// nothing moves when the scripts start and React takes over the choice.
import type { MessageKey } from "../../i18n/en.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { Field, controlClass } from "./form-field.tsx";

export function ColourField({
  path,
  choices,
  choiceLabel,
  label,
  otherLabel,
  value,
  other,
  maxLength,
  hydrated,
  errorOf,
  onField,
}: {
  /** "films.0.eyeColour": the words go to "films.0.eyeColourOther". */
  path: string;
  choices: readonly string[];
  choiceLabel: (choice: string) => MessageKey;
  label: string;
  otherLabel: string;
  value: string;
  other: string;
  maxLength: number;
  hydrated: boolean;
  errorOf: (path: string) => string | undefined;
  onField: (path: string, value: string) => void;
}) {
  const { t } = useLanguage();
  const otherPath = `${path}Other`;
  return (
    // `contents`: the two fields stay cells of the film's grid.
    <div className="contents [&:has(option[value=other]:checked)_.colour-other]:block">
      <Field path={path} label={label} required error={errorOf(path)}>
        {(control) => (
          <select
            {...control}
            required
            value={value}
            onChange={(event) => onField(path, event.target.value)}
            className={controlClass}
          >
            <option value="">{t("order.field.choose")}</option>
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {t(choiceLabel(choice))}
              </option>
            ))}
          </select>
        )}
      </Field>
      {(!hydrated || value === "other") && (
        <Field
          path={otherPath}
          label={otherLabel}
          required
          error={errorOf(otherPath)}
          className={hydrated ? "" : "colour-other hidden"}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={maxLength}
              required
              value={other}
              onChange={(event) => onField(otherPath, event.target.value)}
              className={controlClass}
            />
          )}
        </Field>
      )}
    </div>
  );
}
