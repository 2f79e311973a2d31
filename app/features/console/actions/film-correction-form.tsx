// An operator typing in a customer's correction of one film: the order form's fields and limits in
// a disclosure, filled with the film's details. A refused correction comes back open, with what was
// typed and each error beside its field, also without JavaScript.
import { useEffect, useRef, type ReactNode } from "react";
import type {
  CorrectionDraft,
  CorrectionErrors,
  CorrectionField,
} from "../../../../domain/customer-order.ts";
import { EYE_COLOURS, HAIR_COLOURS, TEXT_LIMITS } from "../../../../domain/order-fields.ts";
import {
  ProfileField,
  profileInputClass as controlClass,
  type ProfileControl,
} from "../../../components/ui/labelled-field.tsx";
import type { MessageKey } from "../../../i18n/en.ts";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { ActionButton, ActionForm } from "./action-form.tsx";

const TEXT_AREAS = ["achievements", "wishes", "message"] as const;

interface Props {
  reference: string;
  position: number;
  childName: string;
  values: CorrectionDraft;
  errors: CorrectionErrors | undefined;
  /** The film is made already: saving makes it again. */
  remakes: boolean;
}

export function FilmCorrectionForm({ reference, position, childName, values, errors, remakes }: Props) {
  const { t } = useLanguage();
  const id = (field: CorrectionField) => `console-correct-${position}-${field}`;
  const first = useRef<HTMLDivElement>(null);
  const invalid = errors !== undefined && Object.keys(errors).length > 0;

  // After a refused correction, the first field to fix takes the focus.
  useEffect(() => {
    if (invalid) first.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [invalid, errors]);

  const field = (
    name: CorrectionField,
    label: string,
    control: (props: ProfileControl) => ReactNode,
    hint?: string,
  ) => (
    <ProfileField
      id={id(name)}
      label={label}
      hint={hint}
      error={errors?.[name] ? t(errors[name]) : undefined}
    >
      {control}
    </ProfileField>
  );

  const colour = (name: "eyeColour" | "hairColour", choices: readonly string[]) => {
    const other = `${name}Other` as const;
    const kind = name === "eyeColour" ? "eye" : "hair";
    return (
      <>
        {field(name, t(`order.field.${name}`), (props) => (
          <select {...props} name={name} defaultValue={values[name]} className={controlClass}>
            <option value="">{t("order.field.choose")}</option>
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {t(`order.colour.${kind}.${choice}` as MessageKey)}
              </option>
            ))}
          </select>
        ))}
        {field(
          other,
          t(`order.field.${other}`),
          (props) => (
            <input
              {...props}
              name={other}
              type="text"
              maxLength={TEXT_LIMITS.colourOther}
              defaultValue={values[other]}
              className={controlClass}
            />
          ),
          t("order.field.otherHint"),
        )}
      </>
    );
  };

  return (
    <details open={invalid} className="rounded-xl bg-night-800/60 ring-1 ring-white/10">
      <summary className="cursor-pointer rounded-xl px-4 py-2 font-semibold text-gold-300 hover:text-white">
        {t("console.actions.correct.open", { name: childName })}
      </summary>
      <ActionForm reference={reference} intent="film.correct" film={position} className="p-4">
        <div ref={first} className="grid gap-4 sm:grid-cols-2">
          {invalid && (
            <p className="font-semibold text-red-300 sm:col-span-2">{t("console.actions.correct.invalid")}</p>
          )}
          {field("childName", t("order.field.childName"), (props) => (
            <input
              {...props}
              name="childName"
              type="text"
              autoComplete="off"
              maxLength={TEXT_LIMITS.childName}
              defaultValue={values.childName}
              className={controlClass}
            />
          ))}
          {field(
            "age",
            t("order.field.age"),
            (props) => (
              <input
                {...props}
                name="age"
                type="text"
                inputMode="numeric"
                defaultValue={values.age}
                className={controlClass}
              />
            ),
            t("order.field.ageHint"),
          )}
          {colour("eyeColour", EYE_COLOURS)}
          {colour("hairColour", HAIR_COLOURS)}
          {TEXT_AREAS.map((name) => (
            <div key={name} className="sm:col-span-2">
              {field(name, `${t(`order.field.${name}`)} ${t("order.field.optional")}`, (props) => (
                <textarea
                  {...props}
                  name={name}
                  rows={2}
                  maxLength={TEXT_LIMITS[name]}
                  defaultValue={values[name]}
                  className={controlClass}
                />
              ))}
            </div>
          ))}
        </div>
        {remakes && <p className="mt-4 text-sm text-snow-200">{t("console.actions.correct.remake")}</p>}
        <div className="mt-4">
          <ActionButton variant="primary">{t("console.actions.correct.submit")}</ActionButton>
        </div>
      </ActionForm>
    </details>
  );
}
