// The order's price as it grows: one line per film, the discount on each film after the first,
// and the total, in the page's currency format.
import type { FilmDraft } from "#domain/order-draft.ts";
import { priceOrder } from "#domain/pricing.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";

export function OrderSummary({
  films,
  discountPercent,
  headingLevel,
}: {
  films: FilmDraft[];
  discountPercent: number;
  headingLevel: 2 | 3;
}) {
  const { t, money } = useLanguage();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const price = priceOrder(Math.max(films.length, 1), discountPercent);
  return (
    <section aria-labelledby="order-summary-title" className="rounded-2xl bg-night-800 p-4 sm:p-6">
      <Heading id="order-summary-title" className="text-xl font-extrabold">
        {t("order.summary.title")}
      </Heading>
      <ul className="mt-3 space-y-2">
        {price.lines.map((line, index) => {
          const name = films[index]?.childName.trim();
          return (
            <li key={line.film}>
              <div className="flex justify-between gap-4">
                <span>
                  {name
                    ? t("order.summary.film", { name })
                    : t("order.summary.filmUnnamed", { number: line.film })}
                </span>
                <span className="tabular-nums">{money(line.priceCents)}</span>
              </div>
              {line.discountCents > 0 && (
                <div className="flex justify-between gap-4 text-sm text-pine-400">
                  <span>{t("order.summary.discount", { percent: discountPercent })}</span>
                  <span className="tabular-nums">−{money(line.discountCents)}</span>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <p
        aria-live="polite"
        className="mt-4 flex justify-between gap-4 border-t border-white/15 pt-3 text-lg font-extrabold"
      >
        <span>{t("order.summary.total")}</span>
        <span className="text-gold-300 tabular-nums">{money(price.totalCents)}</span>
      </p>
      {discountPercent > 0 && (
        <p className="mt-2 text-sm text-snow-200">{t("order.summary.rule", { percent: discountPercent })}</p>
      )}
    </section>
  );
}
