// Dates and times of My Orders in the customer's language. Written in UTC and saying so: the page is
// rendered on the server, which cannot know the reader's time zone, and must read the same in the browser.
import { useMemo } from "react";
import { useLanguage } from "../../i18n/language-provider.tsx";

export function useOrderDates() {
  const { locale } = useLanguage();
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
    const moment = new Intl.DateTimeFormat(locale, {
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone: "UTC",
      timeZoneName: "short",
    });
    return {
      day: (iso: string) => day.format(new Date(iso)),
      moment: (iso: string) => moment.format(new Date(iso)),
    };
  }, [locale]);
}
