// How it works: four numbered steps from the parent's details to Santa's message.
import type { Step } from "../../content/types.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { HOW_IT_WORKS_ID } from "../../shared/landing-anchors.ts";

export function HowItWorks({ steps }: { steps: Step[] }) {
  const { t } = useLanguage();
  return (
    <section id={HOW_IT_WORKS_ID} aria-labelledby="how-title" className="relative bg-night-900 px-4 py-20">
      <SectionHeading id="how-title" title={t("how.title")} subtitle={t("how.subtitle")} />
      <ol className="mx-auto grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-2xl border border-white/10 bg-night-800 p-6">
            <p className="text-sm font-extrabold tracking-wide text-gold-300 uppercase">
              {t("how.step", { number: index + 1 })}
            </p>
            <h3 className="mt-2 text-xl font-bold">{step.title}</h3>
            <p className="mt-2 text-snow-200">{step.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
