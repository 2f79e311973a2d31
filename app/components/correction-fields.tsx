// The fields of a correction to one child's details, with the order form's labels and limits and
// each error beside its field: the customer's correction in My Orders and the operator's in the
// console are the same form in two frames.
import type { ReactNode } from "react";
import {
  CORRECTION_FIELDS,
  type CorrectionDraft,
  type CorrectionErrors,
  type CorrectionField,
} from "#domain/customer-order.ts";
import { EYE_COLOURS, HAIR_COLOURS, TEXT_LIMITS } from "#domain/order-fields.ts";
import type { MessageKey } from "../i18n/en.ts";
import { useLanguage } from "../i18n/language-provider.tsx";
import { useArrivalFocus } from "../shared/use-arrival-focus.ts";
import { NameSpellingInput } from "./name-spelling-input.tsx";
import {
  ProfileField,
  profileInputClass as controlClass,
  type ProfileControl,
} from "./ui/labelled-field.tsx";

const TEXT_AREAS = ["achievements", "wishes", "message"] as const;

const firstInvalid = (element: HTMLElement) => element.querySelector<HTMLElement>("[aria-invalid='true']");

/**
 * Whether a correction came back refused, and the ref of the element around its fields: after a
 * refusal, the first field to fix takes the focus.
 */
export function useRefusedCorrection<T extends HTMLElement>(errors: CorrectionErrors | undefined) {
  const ref = useArrivalFocus<T>(errors, firstInvalid);
  const invalid = errors !== undefined && Object.keys(errors).length > 0;
  return { ref, invalid };
}

interface Props {
  /** Makes the fields' ids unique on a page with several corrections. */
  idPrefix: string;
  values: CorrectionDraft;
  errors: CorrectionErrors | undefined;
  /** Classes of the wrapper of each text area (a grid form lets them span its columns). */
  wideClass?: string;
}

export function CorrectionFields({ idPrefix, values, errors, wideClass }: Props) {
  const { t } = useLanguage();
  // A page that arrives with the refusal starts at the first field to fix (useRefusedCorrection);
  // the fields are shown in this order.
  const toFix = CORRECTION_FIELDS.find((name) => errors?.[name]);
  const field = (
    name: CorrectionField,
    label: string,
    control: (props: ProfileControl & { autoFocus: boolean }) => ReactNode,
    hint?: string,
  ) => (
    <ProfileField
      id={`${idPrefix}-${name}`}
      label={label}
      hint={hint}
      error={errors?.[name] ? t(errors[name]) : undefined}
    >
      {(props) => control({ ...props, autoFocus: name === toFix })}
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
    <>
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
        "namePronunciation",
        `${t("order.field.namePronunciation")} ${t("order.field.optional")}`,
        (props) => (
          <NameSpellingInput {...props} defaultValue={values.namePronunciation} />
        ),
        t("order.field.namePronunciationHint"),
      )}
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
        <div key={name} className={wideClass}>
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
    </>
  );
}
