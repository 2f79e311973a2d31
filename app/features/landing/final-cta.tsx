// The last word: one more invitation to order.
import { useLanguage } from "../../i18n/language-provider.tsx";
import { ButtonLink } from "../../components/ui/button-link.tsx";
import { ORDER_SECTION_ID } from "../../shared/landing-anchors.ts";

export function FinalCta() {
  const { t } = useLanguage();
  return (
    <section
      aria-labelledby="cta-title"
      className="relative bg-gradient-to-b from-berry-700 to-berry-900 px-4 py-20 text-center"
    >
      <h2 id="cta-title" className="text-3xl font-extrabold text-balance sm:text-4xl">
        {t("cta.title")}
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-snow-50">{t("cta.description")}</p>
      <div className="mt-8">
        <ButtonLink to={`/#${ORDER_SECTION_ID}`} variant="secondary">
          {t("cta.button")}
        </ButtonLink>
      </div>
    </section>
  );
}
