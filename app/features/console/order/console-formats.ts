// How the order page writes times, file sizes and lengths in the operator's language. Times are in
// UTC and say so: the page is rendered on the server, which cannot know the reader's time zone,
// and must read the same once the browser takes over.
import { useMemo } from "react";
import { useLanguage } from "../../../i18n/language-provider.tsx";

export interface ConsoleFormats {
  moment: (iso: string) => string;
  /** Bytes as megabytes, one decimal: "12.4". */
  megabytes: (bytes: number) => string;
  /** Milliseconds as whole seconds. */
  seconds: (ms: number) => string;
}

export function consoleFormats(locale: string): ConsoleFormats {
  const moment = new Intl.DateTimeFormat(locale, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    second: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  });
  const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  return {
    moment: (iso) => moment.format(new Date(iso)),
    megabytes: (bytes) => decimal.format(bytes / 1_000_000),
    seconds: (ms) => whole.format(Math.round(ms / 1000)),
  };
}

export function useConsoleFormats(): ConsoleFormats {
  const { locale } = useLanguage();
  return useMemo(() => consoleFormats(locale), [locale]);
}
