// The order section (#reserve-form): its title and copy, then the order form for the page's
// language: ours, or the marketing-form embed, keyed by its form id so a change of language
// mounts it afresh.
import { useMemo, useState } from "react";
import { emptyDraft, type OrderFormState } from "#domain/order-draft.ts";
import { FILM_PRICE_CENTS, MAX_PHOTOS_PER_FILM } from "#domain/shop.ts";
import type { OrderFormSettings } from "../../site.server.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { ORDER_SECTION_ID } from "../../shared/landing-anchors.ts";
import { NEEDS_SCRIPT } from "../../shared/script-start.ts";
import { OrderForm } from "./order-form.tsx";
import { HubspotForm } from "./hubspot-form.tsx";

export function OrderSection({
  form,
  contactEmail,
  headingLevel = 2,
  formState,
  draftKey,
}: {
  form: OrderFormSettings;
  contactEmail: string;
  headingLevel?: 1 | 2;
  /** What the server answered to the last submit: the form shows it as it was, with its errors. */
  formState?: OrderFormState;
  /** The form's idempotency key; empty on cached pages, where the browser makes one. */
  draftKey?: string;
}) {
  const { t, money, language } = useLanguage();
  // One object per answer: the form starts afresh only when the server answers, not when the
  // visitor switches language half-way through typing.
  const [blank] = useState(() => emptyDraft(language));
  const initial = useMemo<OrderFormState>(
    () => formState ?? { draftKey: draftKey ?? "", draft: blank, errors: {}, rejectedPhotos: [] },
    [formState, draftKey, blank],
  );
  return (
    <section
      {...NEEDS_SCRIPT}
      id={ORDER_SECTION_ID}
      aria-labelledby="order-title"
      className="relative px-4 py-20"
    >
      <SectionHeading
        id="order-title"
        level={headingLevel}
        title={t("order.title")}
        subtitle={t("order.description", { photos: MAX_PHOTOS_PER_FILM })}
      />
      <div
        className={`mx-auto rounded-2xl bg-night-900 p-6 ring-1 ring-white/10 sm:p-8 ${form.mode === "own" ? "max-w-5xl" : "max-w-2xl"}`}
      >
        <p className="text-center text-lg font-bold text-gold-300">
          {t("order.price", { price: money(FILM_PRICE_CENTS) })}
        </p>
        {form.mode === "hubspot" ? (
          <HubspotForm key={form.formId} {...form} />
        ) : (
          <>
            <OrderForm
              initial={initial}
              restorable={formState === undefined}
              discountPercent={form.discountPercent}
              headingLevel={headingLevel === 1 ? 2 : 3}
            />
            <p className="mt-8 text-center text-snow-200">
              {t("order.help")}{" "}
              <a href={`mailto:${contactEmail}`} className="font-bold text-white underline">
                {contactEmail}
              </a>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
