// One name's (or one of Santa's lines') form: record it in the browser or upload a file, inside a
// disclosure. The same form posts both ways; for a name typed by the operator it also asks the name
// and the film's language.
import { useRef } from "react";
import { Form } from "react-router";
import UploadIcon from "lucide-react/icons/upload";
import type { Language } from "#domain/language.ts";
import { buttonStyles } from "../../../components/ui/button-link.tsx";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { RECORDING_FIELDS, type NameLibraryView } from "./name-library-view.ts";
import { NameRecorder } from "./name-recorder.tsx";
import { TypedNameFields } from "./typed-name-fields.tsx";

type Limits = Pick<NameLibraryView["limits"], "maxMb" | "maxSeconds" | "maxNameLength">;

/** The name is known (an entry of the lists), or typed here (adding a name); or one of Santa's lines. */
type Subject =
  { language: Language; spellings: readonly string[] } | "typed" | { language: Language; words: string };

export function NameRecordingForm({
  subject,
  idPrefix,
  limits,
  replaces = false,
}: {
  subject: Subject;
  idPrefix: string;
  limits: Limits;
  replaces?: boolean;
}) {
  const { t } = useLanguage();
  const form = useRef<HTMLFormElement>(null);
  return (
    <Form ref={form} method="post" encType="multipart/form-data" className="mt-3 space-y-4">
      <input type="hidden" name={RECORDING_FIELDS.intent} value="save" />
      {subject === "typed" ? (
        <TypedNameFields idPrefix={idPrefix} maxNameLength={limits.maxNameLength} />
      ) : (
        <>
          <input type="hidden" name={RECORDING_FIELDS.language} value={subject.language} />
          {"words" in subject ? (
            <input type="hidden" name={RECORDING_FIELDS.words} value={subject.words} />
          ) : (
            subject.spellings.map((spelling) => (
              <input key={spelling} type="hidden" name={RECORDING_FIELDS.spelling} value={spelling} />
            ))
          )}
        </>
      )}
      {replaces && <p className="text-sm text-snow-200">{t("console.names.replaces")}</p>}
      <NameRecorder form={form} idPrefix={idPrefix} maxSeconds={limits.maxSeconds} />
      <fieldset className="space-y-3 rounded-xl p-4 ring-1 ring-snow-300/20">
        <legend className="px-1 font-semibold text-gold-300">{t("console.names.upload.title")}</legend>
        <div>
          <label htmlFor={`${idPrefix}-file`} className="block font-semibold">
            {t("console.names.upload.file")}
          </label>
          <p id={`${idPrefix}-file-hint`} className="text-sm text-snow-300">
            {t("console.names.upload.hint", { mb: limits.maxMb, seconds: limits.maxSeconds })}
          </p>
          <input
            id={`${idPrefix}-file`}
            type="file"
            name={RECORDING_FIELDS.audio}
            accept="audio/*,video/*"
            required
            aria-describedby={`${idPrefix}-file-hint`}
            className="text-snow-100 mt-1 block w-full file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-night-700 file:px-4 file:font-semibold file:text-snow-50"
          />
        </div>
        <button
          type="submit"
          className={`inline-flex min-h-11 items-center gap-2 rounded-full px-5 py-2 font-bold ${buttonStyles.primary}`}
        >
          <UploadIcon aria-hidden="true" className="size-5" />
          {t("console.names.upload.submit")}
        </button>
      </fieldset>
    </Form>
  );
}
