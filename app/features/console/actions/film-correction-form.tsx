// An operator typing in a customer's correction of one film: the order form's fields and limits in
// a disclosure, filled with the film's details. A refused correction comes back open, with what was
// typed and each error beside its field, also without JavaScript.
import type { CorrectionDraft, CorrectionErrors } from "#domain/customer-order.ts";
import { CorrectionFields, useRefusedCorrection } from "../../../components/correction-fields.tsx";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { ActionButton, ActionForm } from "./action-form.tsx";

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
  const { ref: first, invalid } = useRefusedCorrection<HTMLDivElement>(errors);

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
          <CorrectionFields
            idPrefix={`console-correct-${position}`}
            values={values}
            errors={errors}
            wideClass="sm:col-span-2"
          />
        </div>
        {remakes && <p className="mt-4 text-sm text-snow-200">{t("console.actions.correct.remake")}</p>}
        <div className="mt-4">
          <ActionButton variant="primary">{t("console.actions.correct.submit")}</ActionButton>
        </div>
      </ActionForm>
    </details>
  );
}
