// Three parents' words, each with a five-star rating that screen readers hear as text.
import Star from "lucide-react/icons/star";
import type { Testimonial } from "../../content/types.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";

const RATING = 5;

export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  const { t } = useLanguage();
  return (
    <section aria-labelledby="testimonials-title" className="relative px-4 py-20">
      <SectionHeading id="testimonials-title" title={t("testimonials.title")} />
      <ul className="mx-auto grid max-w-6xl gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li
            key={testimonial.name}
            className="flex flex-col rounded-2xl bg-night-900 p-6 ring-1 ring-white/10"
          >
            <p role="img" aria-label={t("testimonials.rating", { rating: RATING })} className="flex gap-1">
              {Array.from({ length: RATING }, (_, index) => (
                <Star key={index} aria-hidden="true" className="size-5 fill-gold-400 text-gold-400" />
              ))}
            </p>
            <blockquote className="mt-4 grow text-lg">{testimonial.text}</blockquote>
            <p className="mt-4 font-bold">{testimonial.name}</p>
            <p className="text-sm text-snow-300">{testimonial.location}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
