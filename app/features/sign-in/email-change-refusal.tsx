// Why a link to a new address cannot be confirmed here although it is good: this browser is not
// signed in to the account that asked, or the address has orders of its own (decision 041).
import { ButtonLink } from "../../components/ui/button-link.tsx";
import { useLanguage } from "../../i18n/language-provider.tsx";

export function EmailChangeRefusal({
  reason,
  account,
  address,
  signInTo,
}: {
  reason: "not_signed_in" | "address_has_orders";
  account: string;
  address: string;
  /** Where signing in starts; it comes back to the link afterwards. */
  signInTo: string;
}) {
  const { t } = useLanguage();
  const names = { account, address };
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <div className="rounded-2xl bg-night-900 p-6 ring-1 ring-white/10 sm:p-10">
        {reason === "not_signed_in" ? (
          <>
            <h1 className="text-3xl font-extrabold break-words">
              {t("account.emailConfirm.signInTitle", names)}
            </h1>
            <p role="alert" className="text-snow-100 mt-4">
              {t("account.emailConfirm.signInText", names)}
            </p>
            <p className="text-snow-100 mt-4">{t("account.emailConfirm.notYours", names)}</p>
            <div className="mt-8">
              <ButtonLink to={signInTo}>{t("account.emailConfirm.signIn", names)}</ButtonLink>
            </div>
          </>
        ) : (
          <>
            <h1 className="text-3xl font-extrabold">{t("account.emailConfirm.hasOrdersTitle")}</h1>
            <p role="alert" className="text-snow-100 mt-4">
              {t("account.emailConfirm.hasOrders", names)}
            </p>
            <div className="mt-8">
              <ButtonLink to="/account?tab=profile">{t("account.emailConfirm.back")}</ButtonLink>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
