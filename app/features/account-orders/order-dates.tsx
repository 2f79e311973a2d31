// Dates and times of My Orders in the customer's language and time zone (decision 025). The server
// cannot know the zone, so the page is rendered, and hydrated, in UTC saying so; right after
// hydration React renders it again in the browser's zone, and a page reached by a client-side
// navigation starts there. Every date is a <time dateTime> with the exact moment.
import { useMemo, useSyncExternalStore } from "react";
import type { MessageKey } from "../../i18n/en.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";

const neverChanges = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const serverZone = () => "UTC";

/** "UTC" on the server and during hydration (so both render the same text), the visitor's zone after. */
export function useVisitorTimeZone(): string {
  return useSyncExternalStore(neverChanges, browserZone, serverZone);
}

export function useOrderDates() {
  const { locale } = useLanguage();
  const timeZone = useVisitorTimeZone();
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone });
    const moment = new Intl.DateTimeFormat(locale, {
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone,
      // The zone's name stays: the first paint reads UTC, and a reader abroad sees whose clock.
      timeZoneName: "short",
    });
    return {
      day: (iso: string) => day.format(new Date(iso)),
      moment: (iso: string) => moment.format(new Date(iso)),
    };
  }, [locale, timeZone]);
}

const MARK = "\u0000";

/** A message whose {date} is a <time> element: the words around it, the date in the reader's zone. */
export function DatedMessage({
  message,
  iso,
  as,
}: {
  message: MessageKey;
  iso: string;
  as: "day" | "moment";
}) {
  const { t } = useLanguage();
  const dates = useOrderDates();
  const [before = "", after = ""] = t(message, { date: MARK }).split(MARK);
  return (
    <>
      {before}
      <time dateTime={iso}>{dates[as](iso)}</time>
      {after}
    </>
  );
}
