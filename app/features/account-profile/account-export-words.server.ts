// "Download my data" in the customer's words: the export's facts (server/accounts/account-export.ts)
// written in the account's language with the shop's dictionaries, ready to be saved as JSON.
import { LOCALES, type Language } from "#domain/language.ts";
import { formatCents, numberShape } from "#domain/number-shape.ts";
import { perLocale } from "#domain/per-locale.ts";
import type {
  AccountExport,
  ExportedEvent,
  ExportedFilm,
  ExportedOrder,
  ExportedVideo,
} from "#server/accounts/account-export.ts";
import type { Dictionary, MessageKey } from "../../i18n/en.ts";
import { en } from "../../i18n/en.ts";
import { es } from "../../i18n/es.ts";
import { translate, type MessageValues } from "../../i18n/translate.ts";

const dictionaries: Record<Language, Dictionary> = { en, es };

const dayFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }),
);
const listFormat = perLocale((locale) => new Intl.ListFormat(locale, { type: "conjunction" }));

/** The history rows My Orders already words, under its own keys. */
const TIMELINE_KEYS: Partial<Record<string, MessageKey>> = {
  order_created: "account.orders.event.order_created",
  paid: "account.orders.event.paid",
  cancelled: "account.orders.event.cancelled",
  refunded: "account.orders.event.refunded",
  photos_deleted: "account.orders.event.photos_deleted",
};

function words(language: Language) {
  const locale = LOCALES[language];
  const t = (key: MessageKey, values?: MessageValues) => translate(dictionaries[language], key, values);
  const known = (key: string, fallback: MessageKey): MessageKey =>
    key in dictionaries[language] ? (key as MessageKey) : fallback;
  const money = (cents: number) => formatCents(cents, numberShape(locale));

  function video(made: ExportedVideo): string {
    if (!made.made) return t(made.inProduction ? "export.video.inProduction" : "export.video.notMade");
    const date = dayFormat(locale).format(made.on);
    if (!made.stillKept) return t("export.video.madeDeleted", { date });
    if (made.seconds === null) return t("export.video.madeOn", { date });
    return t("export.video.made", { date, seconds: made.seconds });
  }

  function santasVoice(voices: ExportedFilm["santaVoices"]): string {
    if (!voices || voices.length === 0) return t("export.voice.unknown");
    return listFormat(locale).format(voices.map((voice) => t(`export.voice.${voice}`)));
  }

  function event(row: ExportedEvent): string {
    const key =
      row.type === "corrected"
        ? row.remake
          ? "account.orders.event.correctedRemake"
          : "account.orders.event.corrected"
        : (TIMELINE_KEYS[row.type] ?? known(`export.event.${row.type}`, "export.event.other"));
    return t(key, {
      name: row.childName ?? "",
      amount: row.amountCents === null ? "" : money(row.amountCents),
      count: row.count ?? "",
    });
  }

  return {
    status: (state: ExportedOrder["state"]) => t(`confirmation.state.${state}`),
    email: (kind: string) => t(known(`export.email.${kind}`, "export.email.other")),
    video,
    santasVoice,
    event,
  };
}

/** The export as the customer reads it, in `language`: states, films, voices and history in words. */
export function exportInWords(data: AccountExport, language: Language) {
  const say = words(language);
  return {
    format: data.format,
    exportedAt: data.exportedAt,
    account: data.account,
    sessions: data.sessions,
    childProfiles: data.childProfiles,
    orders: data.orders.map(({ state, films, history, ...order }) => ({
      ...order,
      status: say.status(state),
      films: films.map(({ video, santaVoices, ...film }) => ({
        ...film,
        video: say.video(video),
        santasVoice: say.santasVoice(santaVoices),
      })),
      history: history.map((row) => ({ at: row.at, what: say.event(row) })),
    })),
    emails: data.emails.map(({ kind, ...email }) => ({ what: say.email(kind), ...email })),
  };
}
