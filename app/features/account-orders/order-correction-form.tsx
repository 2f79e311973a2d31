// Correcting one child's details: a disclosure that opens a form with the order form's fields and
// limits. Errors come back beside each field with what was typed, also without JavaScript.
import { useEffect, useRef, type ReactNode } from "react";
import { Form } from "react-router";
import type { CorrectionDraft, CorrectionErrors, CorrectionField } from "../../../domain/customer-order.ts";
import { EYE_COLOURS, HAIR_COLOURS, TEXT_LIMITS } from "../../../domain/order-fields.ts";
import { buttonStyles } from "../../components/ui/button-link.tsx";
import type { MessageKey } from "../../i18n/en.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import {
  ProfileField,
  profileInputClass as controlClass,
  type ProfileControl,
} from "../../components/ui/labelled-field.tsx";

const TEXT_AREAS = [
  ["achievements", "order.field.achievements"],
  ["wishes", "order.field.wishes"],
  ["message", "order.field.message"],
] as const;

interface Props {
  reference: string;
  position: number;
  childName: string;
  values: CorrectionDraft;
  errors: CorrectionErrors | undefined;
}

export function OrderCorrectionForm({ reference, position, childName, values, errors }: Props) {
  const { t } = useLanguage();
  const prefix = `correct-${reference}-${position}`;
  const id = (field: CorrectionField) => `${prefix}-${field}`;
  const formRef = useRef<HTMLFormElement>(null);
  const invalid = errors !== undefined && Object.keys(errors).length > 0;

  // After a refused submission, the first field to fix takes the focus.
  useEffect(() => {
    if (invalid) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
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
    return (
      <>
        {field(name, t(`order.field.${name}`), (props) => (
          <select {...props} name={name} defaultValue={values[name]} className={controlClass}>
            <option value="">{t("order.field.choose")}</option>
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {t(`order.colour.${name === "eyeColour" ? "eye" : "hair"}.${choice}` as MessageKey)}
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
    <details open={invalid} className="mt-2 rounded-xl bg-night-800/60 ring-1 ring-white/10">
      <summary className="cursor-pointer rounded-xl px-4 py-2 font-semibold text-gold-300 hover:text-white">
        {t("account.orders.correct.open", { name: childName })}
      </summary>
      <Form ref={formRef} method="post" action="/account?tab=orders" noValidate className="space-y-4 p-4">
        <input type="hidden" name="intent" value="order.correct" />
        <input type="hidden" name="reference" value={reference} />
        <input type="hidden" name="film" value={position} />
        {invalid && (
          <p role="alert" className="font-semibold text-red-300">
            {t("account.orders.correct.invalid")}
          </p>
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
        {TEXT_AREAS.map(([name, label]) => (
          <div key={name}>
            {field(name, `${t(label)} ${t("order.field.optional")}`, (props) => (
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
        <button type="submit" className={`rounded-full px-6 py-2 font-bold ${buttonStyles.primary}`}>
          {t("account.orders.correct.submit")}
        </button>
      </Form>
    </details>
  );
}
