// The journey: six moments of the film, as the child lives them.
import type { JourneyStep } from "../../content/types.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";

export function Journey({ steps }: { steps: JourneyStep[] }) {
  const { t, number } = useLanguage();
  return (
    <section aria-labelledby="journey-title" className="relative px-4 py-20">
      <SectionHeading id="journey-title" title={t("journey.title")} subtitle={t("journey.subtitle")} />
      <ol className="mx-auto grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-2xl bg-night-900 p-6 ring-1 ring-white/10">
            <span
              aria-hidden="true"
              className="flex size-12 shrink-0 items-center justify-center rounded-full bg-berry-600 text-xl font-extrabold"
            >
              {number(index + 1)}
            </span>
            <div>
              <h3 className="text-xl font-bold">{step.title}</h3>
              {step.description && <p className="mt-2 text-snow-200">{step.description}</p>}
              {step.highlight && (
                <p className="mt-3 inline-block rounded-full bg-pine-700 px-3 py-1 text-sm font-bold text-white">
                  {step.highlight}
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
