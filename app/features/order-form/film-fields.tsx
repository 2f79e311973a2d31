// One child's film in the order form: a fieldset with the child's details, photos and language.
import type { ReactNode } from "react";
import { isLanguage, LANGUAGES } from "#domain/language.ts";
import type { FilmDraft } from "#domain/order-draft.ts";
import { AGE_RANGE, EYE_COLOURS, HAIR_COLOURS, TEXT_LIMITS } from "#domain/order-fields.ts";
import type { MessageKey } from "../../i18n/en.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { fillPlaceholders } from "../../i18n/translate.ts";
import { ColourField } from "./colour-field.tsx";
import { Field, controlClass } from "./form-field.tsx";
import { HearName } from "./hear-name.tsx";
import { PortraitPreview } from "./portrait-preview.tsx";

type FilmText = Exclude<
  keyof FilmDraft,
  "photos" | "eyeColour" | "eyeColourOther" | "hairColour" | "hairColourOther"
>;

const TEXT_AREAS: { field: FilmText; label: MessageKey; hint?: MessageKey; max: number }[] = [
  {
    field: "achievements",
    label: "order.field.achievements",
    hint: "order.field.achievementsHint",
    max: TEXT_LIMITS.achievements,
  },
  { field: "wishes", label: "order.field.wishes", max: TEXT_LIMITS.wishes },
  { field: "message", label: "order.field.message", max: TEXT_LIMITS.message },
];

export function FilmFields({
  index,
  film,
  removable,
  hydrated,
  photos,
  errorOf,
  onField,
  onRemove,
}: {
  index: number;
  film: FilmDraft;
  removable: boolean;
  hydrated: boolean;
  /** The photo picker of this film. */
  photos: ReactNode;
  errorOf: (path: string) => string | undefined;
  onField: (path: string, value: string) => void;
  onRemove: (index: number) => void;
}) {
  const { t, plural, language } = useLanguage();
  const path = (field: keyof FilmDraft) => `films.${index}.${field}`;
  const left = (text: string, max: number) => {
    const count = Math.max(0, max - text.length);
    return fillPlaceholders(plural("order.field.charactersLeft", count), { count });
  };
  const number = index + 1;
  const name = film.childName.trim();
  const optional = t("order.field.optional");
  return (
    <fieldset className="rounded-2xl border border-white/15 p-4 sm:p-6">
      <legend className="px-2 text-xl font-extrabold text-gold-300">
        {name ? t("order.film.legendNamed", { number, name }) : t("order.film.legend", { number })}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          path={path("childName")}
          label={t("order.field.childName")}
          required
          error={errorOf(path("childName"))}
        >
          {(control) => (
            <>
              <input
                {...control}
                type="text"
                required
                autoComplete="off"
                maxLength={TEXT_LIMITS.childName}
                value={film.childName}
                onChange={(event) => onField(path("childName"), event.target.value)}
                className={controlClass}
              />
              <HearName
                name={film.childName}
                respelling={film.namePronunciation}
                language={isLanguage(film.language) ? film.language : language}
                hydrated={hydrated}
                statusId={`${control.id}-hear`}
              />
            </>
          )}
        </Field>
        <Field
          path={path("namePronunciation")}
          label={t("order.field.namePronunciation")}
          optionalLabel={optional}
          hint={t("order.field.namePronunciationHint")}
          error={errorOf(path("namePronunciation"))}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              spellCheck={false}
              maxLength={TEXT_LIMITS.namePronunciation}
              value={film.namePronunciation}
              onChange={(event) => onField(path("namePronunciation"), event.target.value)}
              className={controlClass}
            />
          )}
        </Field>
        <Field
          path={path("age")}
          label={t("order.field.age")}
          required
          hint={t("order.field.ageHint")}
          error={errorOf(path("age"))}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              required
              inputMode="numeric"
              min={AGE_RANGE.min}
              max={AGE_RANGE.max}
              step={1}
              value={film.age}
              onChange={(event) => onField(path("age"), event.target.value)}
              className={controlClass}
            />
          )}
        </Field>
        <ColourField
          path={path("eyeColour")}
          choices={EYE_COLOURS}
          choiceLabel={(choice) => `order.colour.eye.${choice}` as MessageKey}
          label={t("order.field.eyeColour")}
          otherLabel={t("order.field.eyeColourOther")}
          value={film.eyeColour}
          other={film.eyeColourOther}
          maxLength={TEXT_LIMITS.colourOther}
          hydrated={hydrated}
          errorOf={errorOf}
          onField={onField}
        />
        <ColourField
          path={path("hairColour")}
          choices={HAIR_COLOURS}
          choiceLabel={(choice) => `order.colour.hair.${choice}` as MessageKey}
          label={t("order.field.hairColour")}
          otherLabel={t("order.field.hairColourOther")}
          value={film.hairColour}
          other={film.hairColourOther}
          maxLength={TEXT_LIMITS.colourOther}
          hydrated={hydrated}
          errorOf={errorOf}
          onField={onField}
        />
        <PortraitPreview chosen={film} hydrated={hydrated} />
        {TEXT_AREAS.map(({ field, label, hint, max }) => (
          <Field
            key={field}
            path={path(field)}
            label={t(label)}
            optionalLabel={optional}
            hint={hint && t(hint)}
            error={errorOf(path(field))}
            counter={left(film[field], max)}
            className="sm:col-span-2"
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={max}
                value={film[field]}
                onChange={(event) => onField(path(field), event.target.value)}
                className={controlClass}
              />
            )}
          </Field>
        ))}
        <div className="sm:col-span-2">{photos}</div>
        <Field
          path={path("childEmail")}
          label={t("order.field.childEmail")}
          optionalLabel={optional}
          hint={t("order.field.childEmailHint")}
          error={errorOf(path("childEmail"))}
        >
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="off"
              maxLength={TEXT_LIMITS.email}
              value={film.childEmail}
              onChange={(event) => onField(path("childEmail"), event.target.value)}
              className={controlClass}
            />
          )}
        </Field>
        <Field
          path={path("language")}
          label={t("order.field.language")}
          required
          error={errorOf(path("language"))}
        >
          {(control) => (
            <select
              {...control}
              required
              value={film.language}
              onChange={(event) => onField(path("language"), event.target.value)}
              className={controlClass}
            >
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t(`order.language.${language}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {removable && (
        <button
          type="submit"
          name="intent"
          value={`remove-film:${index}`}
          onClick={(event) => {
            event.preventDefault();
            onRemove(index);
          }}
          className="mt-4 rounded-full border-2 border-snow-200/70 px-4 py-2 font-bold hover:bg-white/10"
        >
          {t("order.film.remove", { number })}
        </button>
      )}
    </fieldset>
  );
}
