// Deleting a recorded take (a name's or one of Santa's lines'): behind a ticked box, since it loses
// work. The page's action reads the intent, the id and the confirmation.
import { Form } from "react-router";
import Trash2Icon from "lucide-react/icons/trash-2";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { RECORDING_FIELDS } from "./name-library-view.ts";

export function DeleteTakeForm({ id, confirm }: { id: string; confirm: string }) {
  const { t } = useLanguage();
  return (
    <Form method="post" encType="multipart/form-data" className="mt-3 space-y-3">
      <input type="hidden" name={RECORDING_FIELDS.intent} value="delete" />
      <input type="hidden" name={RECORDING_FIELDS.id} value={id} />
      <label className="flex items-start gap-2">
        <input type="checkbox" name={RECORDING_FIELDS.confirm} value="yes" required className="mt-1 size-5" />
        <span>{confirm}</span>
      </label>
      <button
        type="submit"
        className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-berry-500 px-5 py-2 font-bold text-snow-50 hover:bg-berry-900/60"
      >
        <Trash2Icon aria-hidden="true" className="size-5" />
        {t("console.names.delete.submit")}
      </button>
    </Form>
  );
}
