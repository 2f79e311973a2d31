// Correcting one child's details: a disclosure that opens a form with the order form's fields and
// limits. Errors come back beside each field with what was typed, also without JavaScript.
import { Form } from "react-router";
import type { CorrectionDraft, CorrectionErrors } from "#domain/customer-order.ts";
import { CorrectionFields, useRefusedCorrection } from "../../components/correction-fields.tsx";
import { buttonStyles } from "../../components/ui/button-link.tsx";
import { useLanguage } from "../../i18n/language-provider.tsx";

interface Props {
  reference: string;
  position: number;
  childName: string;
  values: CorrectionDraft;
  errors: CorrectionErrors | undefined;
}

export function OrderCorrectionForm({ reference, position, childName, values, errors }: Props) {
  const { t } = useLanguage();
  const { ref: formRef, invalid } = useRefusedCorrection<HTMLFormElement>(errors);

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
        <CorrectionFields idPrefix={`correct-${reference}-${position}`} values={values} errors={errors} />
        <button type="submit" className={`rounded-full px-6 py-2 font-bold ${buttonStyles.primary}`}>
          {t("account.orders.correct.submit")}
        </button>
      </Form>
    </details>
  );
}
