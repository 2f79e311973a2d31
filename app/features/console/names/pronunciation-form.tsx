// How the voices say one name: a respelling and IPA, a "Listen" button per voice of the language
// (the name said with what is typed, before anything is saved), and "Save". Without JavaScript a
// Listen button posts the form to the listen route and the browser plays the answer itself.
import { useEffect, useId, useRef, useState, type MouseEvent } from "react";
import { Form } from "react-router";
import SaveIcon from "lucide-react/icons/save";
import Volume2Icon from "lucide-react/icons/volume-2";
import type { Language } from "#domain/language.ts";
import { buttonStyles } from "../../../components/ui/button-link.tsx";
import { profileInputClass } from "../../../components/ui/labelled-field.tsx";
import type { MessageKey } from "../../../i18n/en.ts";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { useEngineName } from "../voice-engine-names.ts";
import { TypedNameFields } from "./typed-name-fields.tsx";
import { RECORDING_FIELDS, type NameLibraryView, type PronunciationView } from "./name-library-view.ts";
import { CONSOLE_NAME_LISTEN_PATH } from "../console-links.ts";

/** The name is known (an entry of the lists), or typed here. */
type Subject = { language: Language; spelling: string } | "typed";

type Heard =
  | { state: "idle" }
  | { state: "busy"; engine: string }
  | { state: "ready"; engine: string; url: string }
  | { state: "failed"; reason: MessageKey };

function useHeard() {
  const [heard, setHeard] = useState<Heard>({ state: "idle" });
  // A take's blob URL is let go when the next one replaces it or the form goes.
  useEffect(() => () => void (heard.state === "ready" && URL.revokeObjectURL(heard.url)), [heard]);
  return [heard, setHeard] as const;
}

export function PronunciationForm({
  subject,
  current,
  voices,
  limits,
  idPrefix,
}: {
  subject: Subject;
  current?: PronunciationView | undefined;
  voices: NameLibraryView["voices"];
  limits: NameLibraryView["limits"];
  idPrefix: string;
}) {
  const { t, language: pageLanguage } = useLanguage();
  const engineName = useEngineName();
  const form = useRef<HTMLFormElement>(null);
  const player = useRef<HTMLAudioElement>(null);
  const statusId = useId();
  const [language, setLanguage] = useState<Language>(subject === "typed" ? pageLanguage : subject.language);
  const [heard, setHeard] = useHeard();

  useEffect(() => {
    if (heard.state === "ready") player.current?.play().catch(() => {});
  }, [heard]);

  async function listen(event: MouseEvent<HTMLButtonElement>, engine: string) {
    const element = form.current;
    if (!element) return;
    event.preventDefault();
    if (!element.reportValidity()) return;
    const body = new FormData(element);
    body.set(RECORDING_FIELDS.engine, engine);
    setHeard({ state: "busy", engine });
    try {
      const response = await fetch(CONSOLE_NAME_LISTEN_PATH, { method: "POST", body });
      if (!response.ok) {
        const answer = (await response.json().catch(() => ({}))) as { reason?: MessageKey };
        setHeard({ state: "failed", reason: answer.reason ?? "console.names.listen.failed.failed" });
        return;
      }
      setHeard({ state: "ready", engine, url: URL.createObjectURL(await response.blob()) });
    } catch {
      setHeard({ state: "failed", reason: "console.names.listen.failed.failed" });
    }
  }

  const status =
    heard.state === "busy"
      ? t("console.names.listen.busy", { engine: engineName(heard.engine) })
      : heard.state === "ready"
        ? t("console.names.listen.ready", { engine: engineName(heard.engine) })
        : heard.state === "failed"
          ? t(heard.reason)
          : "";

  return (
    <Form ref={form} method="post" encType="multipart/form-data" className="mt-3 space-y-4">
      <input type="hidden" name={RECORDING_FIELDS.intent} value="pronounce" />
      {subject === "typed" ? (
        <TypedNameFields
          idPrefix={idPrefix}
          maxNameLength={limits.maxNameLength}
          language={{ value: language, onChange: setLanguage }}
        />
      ) : (
        <>
          <input type="hidden" name={RECORDING_FIELDS.language} value={subject.language} />
          <input type="hidden" name={RECORDING_FIELDS.spelling} value={subject.spelling} />
        </>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${idPrefix}-respelling`} className="block font-semibold">
            {t("console.names.said.respelling")}
          </label>
          <p id={`${idPrefix}-respelling-hint`} className="text-sm text-snow-300">
            {t("console.names.said.respellingHint")}
          </p>
          <input
            id={`${idPrefix}-respelling`}
            type="text"
            name={RECORDING_FIELDS.respelling}
            defaultValue={current?.respelling ?? ""}
            maxLength={limits.maxPronunciation}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${idPrefix}-respelling-hint`}
            className={profileInputClass}
          />
        </div>
        <div>
          <label htmlFor={`${idPrefix}-ipa`} className="block font-semibold">
            {t("console.names.said.ipa")}
          </label>
          <p id={`${idPrefix}-ipa-hint`} className="text-sm text-snow-300">
            {t("console.names.said.ipaHint")}
          </p>
          <input
            id={`${idPrefix}-ipa`}
            type="text"
            name={RECORDING_FIELDS.ipa}
            defaultValue={current?.ipa ?? ""}
            maxLength={limits.maxPronunciation}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${idPrefix}-ipa-hint`}
            className={profileInputClass}
          />
        </div>
      </div>
      <fieldset className="space-y-3 rounded-xl p-4 ring-1 ring-snow-300/20">
        <legend className="px-1 font-semibold text-gold-300">{t("console.names.listen.title")}</legend>
        {voices[language].length === 0 ? (
          <p>{t("console.names.listen.none")}</p>
        ) : (
          <div className="flex flex-wrap gap-3">
            {voices[language].map(({ engine }) => (
              <button
                key={engine}
                type="submit"
                formAction={CONSOLE_NAME_LISTEN_PATH}
                formTarget="_blank"
                name={RECORDING_FIELDS.engine}
                value={engine}
                onClick={(event) => void listen(event, engine)}
                aria-describedby={statusId}
                className={`inline-flex min-h-11 items-center gap-2 rounded-full px-5 py-2 font-bold ${buttonStyles.secondary}`}
              >
                <Volume2Icon aria-hidden="true" className="size-5" />
                {t("console.names.listen.with", { engine: engineName(engine) })}
              </button>
            ))}
          </div>
        )}
        <p id={statusId} role="status" className="min-h-6 text-snow-200">
          {status}
        </p>
        {heard.state === "ready" && (
          <audio
            ref={player}
            controls
            src={heard.url}
            aria-label={t("console.names.listen.player", { engine: engineName(heard.engine) })}
            className="max-w-full"
          />
        )}
      </fieldset>
      <button
        type="submit"
        className={`inline-flex min-h-11 items-center gap-2 rounded-full px-5 py-2 font-bold ${buttonStyles.primary}`}
      >
        <SaveIcon aria-hidden="true" className="size-5" />
        {t("console.names.said.save")}
      </button>
    </Form>
  );
}
