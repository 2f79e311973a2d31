// The order section (#reserve-form): its title and copy, then the order form for the page's
// language. It is keyed by that form's id, so a change of language mounts it afresh.
import { FILM_PRICE_CENTS, MAX_PHOTOS_PER_FILM } from "../../../domain/shop.ts";
import type { OrderFormSettings } from "../../site.server.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { ORDER_SECTION_ID } from "../landing/anchors.ts";
import { HubspotForm } from "./hubspot-form.tsx";

export function OrderSection({
  form,
  contactEmail,
  headingLevel = 2,
}: {
  form: OrderFormSettings;
  contactEmail: string;
  headingLevel?: 1 | 2;
}) {
  const { t, money } = useLanguage();
  return (
    <section id={ORDER_SECTION_ID} aria-labelledby="order-title" className="relative px-4 py-20">
      <SectionHeading
        id="order-title"
        level={headingLevel}
        title={t("order.title")}
        subtitle={t("order.description", { photos: MAX_PHOTOS_PER_FILM })}
      />
      <div className="mx-auto max-w-2xl rounded-2xl bg-night-900 p-6 ring-1 ring-white/10 sm:p-8">
        <p className="text-center text-lg font-bold text-gold-300">
          {t("order.price", { price: money(FILM_PRICE_CENTS) })}
        </p>
        {form.mode === "hubspot" ? (
          <HubspotForm key={form.formId} {...form} />
        ) : (
          <p className="mt-4 text-center text-snow-200">
            {t("order.soon")}{" "}
            <a href={`mailto:${contactEmail}`} className="font-bold text-white underline">
              {contactEmail}
            </a>
          </p>
        )}
      </div>
    </section>
  );
}
