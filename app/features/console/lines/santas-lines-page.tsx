// Santa's lines page: what came of the last action, a chooser of storyline and film language, and
// that storyline's fixed lines in film order, each recorded (play, record again, delete) or not.
import { Form } from "react-router";
import { LANGUAGES } from "#domain/language.ts";
import { buttonStyles } from "../../../components/ui/button-link.tsx";
import { profileInputClass } from "../../../components/ui/labelled-field.tsx";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { DeleteTakeForm } from "../names/delete-take-form.tsx";
import { NameRecordingForm } from "../names/name-recording-form.tsx";
import { ResultNotice } from "../result-notice.tsx";
import {
  LINES_QUERY,
  type LineActionResult,
  type LineView,
  type SantasLinesView,
} from "./santas-lines-view.ts";
import { consoleLineAudioPath } from "../console-links.ts";

const summaryClass = "cursor-pointer font-semibold text-gold-300";

function LineNotice({ result, limits }: { result: LineActionResult; limits: SantasLinesView["limits"] }) {
  const { t } = useLanguage();
  const text =
    result.outcome === "refused"
      ? t(result.reason, { mb: limits.maxMb, seconds: limits.maxSeconds })
      : t(`console.lines.result.${result.outcome}`, { words: result.words });
  return <ResultNotice text={text} refused={result.outcome === "refused"} result={result} />;
}

function LineEntry({ line, index, view }: { line: LineView; index: number; view: SantasLinesView }) {
  const { t, locale } = useLanguage();
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const seconds = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const idPrefix = `line-${index}-${line.id}`;
  return (
    <li className="rounded-2xl bg-night-800/70 p-5 ring-1 ring-white/10" data-testid={idPrefix}>
      <p className="text-lg font-bold text-snow-50">“{line.words}”</p>
      {line.fallback && <p className="text-sm text-snow-300">{t("console.lines.fallback")}</p>}
      {line.take ? (
        <>
          <p className="text-snow-200">
            {t("console.lines.recordedBy", {
              seconds: seconds.format(line.take.seconds),
              email: line.take.recordedBy,
              date: day.format(new Date(line.take.updatedAt)),
            })}
          </p>
          <audio
            controls
            preload="none"
            src={consoleLineAudioPath(line.take.id)}
            aria-label={t("console.lines.play", { words: line.words })}
            className="mt-3 max-w-full"
          />
        </>
      ) : (
        <p className="text-snow-200">{t("console.lines.notRecorded")}</p>
      )}
      <details className="mt-3">
        <summary className={summaryClass}>
          {t(line.take ? "console.lines.rerecord.summary" : "console.lines.record.summary")}
        </summary>
        <NameRecordingForm
          subject={{ language: view.language, words: line.words }}
          idPrefix={idPrefix}
          limits={view.limits}
          replaces={line.take !== null}
        />
      </details>
      {line.take && (
        <details className="mt-3">
          <summary className={summaryClass}>{t("console.names.delete.summary")}</summary>
          <DeleteTakeForm id={line.take.id} confirm={t("console.lines.delete.confirm")} />
        </details>
      )}
    </li>
  );
}

export function SantasLinesPage({
  view,
  result,
}: {
  view: SantasLinesView;
  result: LineActionResult | undefined;
}) {
  const { t } = useLanguage();
  const shown = view.storylines.find((choice) => choice.value === view.storyline);
  return (
    <div className="max-w-4xl">
      <h1 className="text-3xl font-extrabold text-snow-50">{t("console.lines.title")}</h1>
      <p className="mt-2 mb-6 text-snow-200">{t("console.lines.intro")}</p>
      {result && <LineNotice result={result} limits={view.limits} />}

      <section aria-labelledby="lines-choose" className="mt-8">
        <h2 id="lines-choose" className="text-2xl font-bold text-snow-50">
          {t("console.lines.choose.title")}
        </h2>
        <Form method="get" className="mt-3 grid items-end gap-4 sm:grid-cols-[2fr_1fr_auto]">
          <div>
            <label htmlFor="lines-storyline" className="block font-semibold">
              {t("console.lines.choose.storyline")}
            </label>
            <select
              id="lines-storyline"
              name={LINES_QUERY.storyline}
              defaultValue={view.storyline}
              className={profileInputClass}
            >
              {view.storylines.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {t("console.lines.choose.option", { ...choice })}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="lines-language" className="block font-semibold">
              {t("console.lines.choose.language")}
            </label>
            <select
              id="lines-language"
              name={LINES_QUERY.language}
              defaultValue={view.language}
              className={profileInputClass}
            >
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t(`console.language.${language}`)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className={`inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2 font-bold ${buttonStyles.secondary}`}
          >
            {t("console.lines.choose.submit")}
          </button>
        </Form>
      </section>

      {shown && (
        <section aria-labelledby="lines-list" className="mt-10">
          <h2 id="lines-list" className="text-2xl font-bold text-snow-50">
            {t("console.lines.list.title", {
              storyline: `${shown.template} · ${shown.storyline}`,
              language: t(`console.language.${view.language}`),
            })}
          </h2>
          <p className="mt-1 text-snow-200">
            {t("console.lines.list.count", { recorded: shown.recorded, total: shown.total })}
          </p>
          <ol className="mt-4 space-y-4">
            {view.lines.map((line, index) => (
              <LineEntry key={`${view.storyline}:${line.id}`} line={line} index={index} view={view} />
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
