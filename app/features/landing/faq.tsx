// The FAQ: 21 questions in five categories; native <details name> keeps one open at a time.
import ChevronDown from "lucide-react/icons/chevron-down";
import type { FaqCategory } from "../../content/types.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { FAQ_ID } from "../../shared/landing-anchors.ts";

export function Faq({ categories }: { categories: FaqCategory[] }) {
  const { t } = useLanguage();
  return (
    <section id={FAQ_ID} aria-labelledby="faq-title" className="relative bg-night-900 px-4 py-20">
      <SectionHeading id="faq-title" title={t("faq.title")} subtitle={t("faq.subtitle")} />
      <div className="mx-auto max-w-3xl space-y-10">
        {categories.map((category) => (
          <div key={category.id} data-faq-category={category.id}>
            <h3 className="mb-3 text-xl font-extrabold text-gold-300">{category.title}</h3>
            <div className="divide-y divide-white/10 rounded-2xl bg-night-800 ring-1 ring-white/10">
              {category.items.map((item) => (
                <details key={item.question} name="faq" className="group">
                  <summary className="flex items-center justify-between gap-4 px-5 py-4 text-left font-bold">
                    {item.question}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 shrink-0 transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <p className="px-5 pb-5 text-snow-200">{item.answer}</p>
                </details>
              ))}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
