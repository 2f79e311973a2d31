// The name library's page: what came of the last action, the fixed names' films to make again (short,
// so first), the names the voices say as written per language (the newest payment first), a name to
// add by hand, how the voices say names, and the recorded names.
import type { ReactNode } from "react";
import { LANGUAGES, type Language } from "#domain/language.ts";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { fillPlaceholders } from "../../../i18n/translate.ts";
import type { NameActionResult, NameLibraryView } from "./name-library-view.ts";
import { PronouncedNameEntry, RecordedNameEntry, WaitingNameEntry } from "./name-entries.tsx";
import { NameRecordingForm } from "./name-recording-form.tsx";
import { NameResultNotice } from "./name-result-notice.tsx";
import { RemakeNameEntry } from "./remake-name-entry.tsx";
import { PronunciationForm } from "./pronunciation-form.tsx";

/** A list per language, each under its own heading; languages with nothing in them are left out. */
function PerLanguage<T extends { language: Language }>({
  entries,
  children,
}: {
  entries: readonly T[];
  children: (entry: T) => ReactNode;
}) {
  const { t } = useLanguage();
  return LANGUAGES.filter((language) => entries.some((entry) => entry.language === language)).map(
    (language) => (
      <section key={language} className="mt-6">
        <h3 className="text-xl font-bold text-gold-300">{t(`console.language.${language}`)}</h3>
        <ul className="mt-3 space-y-4">
          {entries.filter((entry) => entry.language === language).map(children)}
        </ul>
      </section>
    ),
  );
}

export function NameLibraryPage({
  library,
  result,
}: {
  library: NameLibraryView;
  result: NameActionResult | undefined;
}) {
  const { t, plural } = useLanguage();
  const { limits, voices } = library;
  const pronunciationOf = (language: Language, key: string) =>
    library.pronunciations.find((entry) => entry.language === language && entry.key === key);
  return (
    <div className="max-w-4xl">
      <h1 className="text-3xl font-extrabold text-snow-50">{t("console.names.title")}</h1>
      <p className="mt-2 mb-6 text-snow-200">{t("console.names.intro")}</p>
      {result && <NameResultNotice result={result} limits={limits} />}

      <section aria-labelledby="names-remake" className="mt-8">
        <h2 id="names-remake" className="text-2xl font-bold text-snow-50">
          {t("console.names.remake.title")}
        </h2>
        <p className="mt-1 text-snow-200">{t("console.names.remake.hint")}</p>
        {library.toMakeAgain.length === 0 ? (
          <p className="text-snow-100 mt-4">{t("console.names.remake.none")}</p>
        ) : (
          <PerLanguage entries={library.toMakeAgain}>
            {(name) => <RemakeNameEntry key={`${name.language}:${name.key}`} name={name} />}
          </PerLanguage>
        )}
      </section>

      <section aria-labelledby="names-waiting" className="mt-10">
        <h2 id="names-waiting" className="text-2xl font-bold text-snow-50">
          {t("console.names.waiting.title")}
        </h2>
        <p className="mt-1 text-snow-200">{t("console.names.waiting.hint")}</p>
        {library.waiting.length === 0 ? (
          <p className="text-snow-100 mt-4">{t("console.names.waiting.none")}</p>
        ) : (
          <PerLanguage entries={library.waiting}>
            {(name) => (
              <WaitingNameEntry
                key={`${name.language}:${name.key}`}
                name={name}
                limits={limits}
                pronunciation={pronunciationOf(name.language, name.key)}
                voices={voices}
              />
            )}
          </PerLanguage>
        )}
        {library.waitingLeftOut > 0 && (
          <p className="text-snow-100 mt-4">
            {fillPlaceholders(plural("console.names.waiting.leftOut", library.waitingLeftOut), {
              count: library.waitingLeftOut,
            })}
          </p>
        )}
      </section>

      <section aria-labelledby="names-add" className="mt-10">
        <h2 id="names-add" className="text-2xl font-bold text-snow-50">
          {t("console.names.add.title")}
        </h2>
        <p className="mt-1 text-snow-200">{t("console.names.add.hint")}</p>
        <NameRecordingForm subject="typed" idPrefix="add-name" limits={limits} />
      </section>

      <section aria-labelledby="names-said" className="mt-10">
        <h2 id="names-said" className="text-2xl font-bold text-snow-50">
          {t("console.names.said.title")}
        </h2>
        <p className="mt-1 text-snow-200">{t("console.names.said.hint")}</p>
        {library.pronunciations.length === 0 ? (
          <p className="text-snow-100 mt-4">{t("console.names.said.none")}</p>
        ) : (
          <PerLanguage entries={library.pronunciations}>
            {(entry) => (
              <PronouncedNameEntry
                key={`${entry.language}:${entry.key}`}
                entry={entry}
                limits={limits}
                voices={voices}
              />
            )}
          </PerLanguage>
        )}
        <details className="mt-6">
          <summary className="cursor-pointer font-semibold text-gold-300">
            {t("console.names.said.add")}
          </summary>
          <PronunciationForm subject="typed" voices={voices} limits={limits} idPrefix="add-said" />
        </details>
      </section>

      <section aria-labelledby="names-recorded" className="mt-10">
        <h2 id="names-recorded" className="text-2xl font-bold text-snow-50">
          {t("console.names.recorded.title")}
        </h2>
        {library.recorded.length === 0 ? (
          <p className="text-snow-100 mt-4">{t("console.names.recorded.none")}</p>
        ) : (
          <PerLanguage entries={library.recorded}>
            {(name) => <RecordedNameEntry key={name.id} name={name} limits={limits} />}
          </PerLanguage>
        )}
      </section>
    </div>
  );
}
