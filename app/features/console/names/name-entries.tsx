// The lists' entries: a name the voices say as written (its spellings, its paid films and their
// orders, and how the voices say it meanwhile), a recorded one (play it, record it again, delete it)
// and a name whose pronunciation the voices were taught (change or forget it).
import { Link } from "react-router";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { fillPlaceholders } from "../../../i18n/translate.ts";
import {
  type NameLibraryView,
  type PronunciationView,
  type RecordedNameView,
  type WaitingNameView,
} from "./name-library-view.ts";
import { DeleteTakeForm } from "./delete-take-form.tsx";
import { NameRecordingForm } from "./name-recording-form.tsx";
import { PronunciationForm } from "./pronunciation-form.tsx";
import { consoleNameAudioPath, consoleOrderPath } from "../console-links.ts";

type Limits = NameLibraryView["limits"];

export const entryClass = "rounded-2xl bg-night-800/70 p-5 ring-1 ring-white/10";
const summaryClass = "cursor-pointer font-semibold text-gold-300";

export function useDay() {
  const { locale } = useLanguage();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  return (iso: string) => format.format(new Date(iso));
}

export function Spellings({ spellings }: { spellings: readonly string[] }) {
  const { t, locale } = useLanguage();
  if (spellings.length < 2) return null;
  const list = new Intl.ListFormat(locale, { type: "conjunction" }).format(spellings);
  return <p className="text-snow-200">{t("console.names.spellings", { spellings: list })}</p>;
}

/** How many paid films, when the last was paid, and links to the newest orders. */
export function FilmsOfName({ name, shown }: { name: WaitingNameView; shown: string }) {
  const { t, plural } = useLanguage();
  const day = useDay();
  const more = name.orders - name.references.length;
  return (
    <>
      <p className="text-snow-200">
        {fillPlaceholders(plural("console.names.films", name.films), { count: name.films })}
        {" · "}
        {t("console.names.newestPaid", { date: day(name.newestPaidAt) })}
      </p>
      <ul aria-label={t("console.names.ordersOf", { name: shown })} className="mt-1 flex flex-wrap gap-x-3">
        {name.references.map((reference) => (
          <li key={reference}>
            <Link to={consoleOrderPath(reference)} className="font-mono text-gold-300 underline">
              {reference}
            </Link>
          </li>
        ))}
        {more > 0 && <li className="text-snow-200">{t("console.names.moreOrders", { count: more })}</li>}
      </ul>
    </>
  );
}

export function WaitingNameEntry({
  name,
  limits,
  pronunciation,
  voices,
}: {
  name: WaitingNameView;
  limits: Limits;
  pronunciation: PronunciationView | undefined;
  voices: NameLibraryView["voices"];
}) {
  const { t } = useLanguage();
  const shown = name.spellings[0] ?? name.key;
  const idPrefix = `waiting-${name.language}-${name.key.replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <li className={entryClass} data-testid={idPrefix}>
      <h4 className="text-xl font-bold text-snow-50">{shown}</h4>
      <Spellings spellings={name.spellings} />
      <FilmsOfName name={name} shown={shown} />
      <details className="mt-3">
        <summary className={summaryClass}>{t("console.names.record.summary", { name: shown })}</summary>
        <NameRecordingForm
          subject={{ language: name.language, spellings: name.spellings }}
          idPrefix={idPrefix}
          limits={limits}
        />
      </details>
      <details className="mt-3">
        <summary className={summaryClass}>{t("console.names.said.summary", { name: shown })}</summary>
        <PronunciationForm
          subject={{ language: name.language, spelling: shown }}
          current={pronunciation}
          voices={voices}
          limits={limits}
          idPrefix={`${idPrefix}-said`}
        />
      </details>
    </li>
  );
}

export function PronouncedNameEntry({
  entry,
  limits,
  voices,
}: {
  entry: PronunciationView;
  limits: Limits;
  voices: NameLibraryView["voices"];
}) {
  const { t } = useLanguage();
  const day = useDay();
  const idPrefix = `said-${entry.language}-${entry.key.replace(/[^a-z0-9]+/g, "-")}`;
  const said = [entry.respelling, entry.ipa && `/${entry.ipa}/`].filter(Boolean).join(" · ");
  return (
    <li className={entryClass} data-testid={idPrefix}>
      <h4 className="text-xl font-bold text-snow-50">{entry.spelling}</h4>
      <p className="text-snow-200">
        {t("console.names.said.current", { said, email: entry.updatedBy, date: day(entry.updatedAt) })}
      </p>
      <details className="mt-3">
        <summary className={summaryClass}>
          {t("console.names.said.summary", { name: entry.spelling })}
        </summary>
        <PronunciationForm
          subject={{ language: entry.language, spelling: entry.spelling }}
          current={entry}
          voices={voices}
          limits={limits}
          idPrefix={idPrefix}
        />
      </details>
    </li>
  );
}

export function RecordedNameEntry({ name, limits }: { name: RecordedNameView; limits: Limits }) {
  const { t, locale } = useLanguage();
  const day = useDay();
  const shown = name.spellings[0] ?? "";
  const seconds = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const idPrefix = `recorded-${name.id}`;
  return (
    <li className={entryClass} data-testid={idPrefix}>
      <h4 className="text-xl font-bold text-snow-50">{shown}</h4>
      <Spellings spellings={name.spellings} />
      <p className="text-snow-200">
        {t("console.names.recordedBy", {
          seconds: seconds.format(name.seconds),
          email: name.recordedBy,
          date: day(name.updatedAt),
        })}
      </p>
      <audio
        controls
        preload="none"
        src={consoleNameAudioPath(name.id)}
        aria-label={t("console.names.play", { name: shown })}
        className="mt-3 max-w-full"
      />
      <details className="mt-3">
        <summary className={summaryClass}>{t("console.names.rerecord.summary", { name: shown })}</summary>
        <NameRecordingForm
          subject={{ language: name.language, spellings: name.spellings }}
          idPrefix={idPrefix}
          limits={limits}
          replaces
        />
      </details>
      <details className="mt-3">
        <summary className={summaryClass}>{t("console.names.delete.summary")}</summary>
        <DeleteTakeForm id={name.id} confirm={t("console.names.delete.confirm", { name: shown })} />
      </details>
    </li>
  );
}
