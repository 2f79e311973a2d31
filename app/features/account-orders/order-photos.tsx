// An order's photos in My Orders: how many it still holds, and deleting them (after an "Are you
// sure?" step) as the privacy policy promises, once the film no longer needs them; until then, when.
import { useNavigation } from "react-router";
import { buttonStyles } from "../../components/ui/button-link.tsx";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { fillPlaceholders } from "../../i18n/translate.ts";
import type { MyOrder } from "./my-order-view.ts";
import { buttonClass, OrderConfirmation, OrderForm } from "./order-confirmation.tsx";

const INTENT = "order.deletePhotos";

export function OrderPhotos({
  order,
  confirming,
  headingId,
}: {
  order: MyOrder;
  /** The first press on "Delete the photos" came back asking for confirmation. */
  confirming: { photos: number; filmWithoutPhotos: boolean } | undefined;
  headingId: string;
}) {
  const { t, plural } = useLanguage();
  const submitting = useNavigation().state === "submitting";
  const { reference, photos, actions } = order;
  // "No photos" reads better than "0 photos", in both languages.
  const counted = (count: number) =>
    count === 0
      ? t("account.orders.photos.none")
      : fillPlaceholders(plural("account.orders.photos", count), { count });
  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h3 id={headingId} className="font-bold">
        {t("account.orders.photos.title")}
      </h3>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <p data-testid="order-photos">{counted(photos)}</p>
        {actions.deletePhotos && !confirming && (
          <OrderForm reference={reference} intent={INTENT}>
            <button
              type="submit"
              disabled={submitting}
              className={`${buttonClass} ${buttonStyles.secondary}`}
            >
              {t("account.orders.photos.delete")}
            </button>
          </OrderForm>
        )}
      </div>
      {photos > 0 && !actions.deletePhotos && (
        <p className="mt-2 text-sm text-snow-200">{t("account.orders.photos.afterDelivery")}</p>
      )}
      {actions.deletePhotos && confirming && (
        <OrderConfirmation
          reference={reference}
          intent={INTENT}
          title={t("account.orders.photos.confirm.title", { reference })}
          yes={t("account.orders.photos.confirm.yes")}
          no={t("account.orders.photos.confirm.no")}
          testId="photos-confirmation"
        >
          <p className="mt-2">
            {t("account.orders.photos.confirm.text", {
              photos: counted(confirming.photos),
            })}
          </p>
          {confirming.filmWithoutPhotos && (
            <p className="mt-2">{t("account.orders.photos.confirm.unpaid")}</p>
          )}
        </OrderConfirmation>
      )}
    </section>
  );
}
