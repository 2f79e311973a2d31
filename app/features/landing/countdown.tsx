// The Christmas countdown: days, hours, minutes and seconds to 25 December at UTC-5.
import { useLanguage } from "../../i18n/language-provider.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { NEEDS_SCRIPT } from "../../shared/script-start.ts";
import { useCountdown } from "./use-countdown.ts";

const UNITS = ["days", "hours", "minutes", "seconds"] as const;

export function Countdown({ serverNow }: { serverNow: number }) {
  const { t, plural, number } = useLanguage();
  const left = useCountdown(serverNow);
  return (
    <section {...NEEDS_SCRIPT} aria-labelledby="countdown-title" className="relative bg-berry-700 px-4 py-16">
      <SectionHeading id="countdown-title" title={t("countdown.title")} subtitle={t("countdown.subtitle")} />
      <div
        role="timer"
        aria-labelledby="countdown-title"
        className="mx-auto grid max-w-3xl grid-cols-4 gap-3 sm:gap-6"
      >
        {UNITS.map((unit) => (
          <div
            key={unit}
            data-unit={unit}
            className="rounded-2xl bg-night-950/40 px-2 py-4 text-center sm:py-6"
          >
            <span className="block text-3xl font-extrabold tabular-nums sm:text-5xl">
              {unit === "days" ? number(left[unit]) : String(left[unit]).padStart(2, "0")}
            </span>
            <span className="mt-1 block text-sm font-semibold text-snow-50 sm:text-base">
              {plural(`countdown.${unit}`, left[unit])}
            </span>
          </div>
        ))}
      </div>
    </section>
  );
}
