// The privacy policy's rights on the Profile tab: "Download my data" and "Delete my account", whose
// second step asks for the account's e-mail address before anything is deleted, unless a film the
// customer paid for is still on its way: that is delivered first (decision 025).
import type { ReactNode, RefObject } from "react";
import { refundableInstead, type OrderOnItsWay } from "#domain/account-deletion.ts";
import { Form, Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-link.tsx";
import type { MessageKey } from "../../i18n/en.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { ProfileField, profileInputClass } from "../../components/ui/labelled-field.tsx";
import type { AccountUser } from "../../shared/session.server.ts";
import { useArrivalFocus } from "../../shared/use-arrival-focus.ts";

const button = "inline-flex min-h-12 items-center justify-center rounded-full px-6 py-3 font-bold";

export function DataRights() {
  const { t } = useLanguage();
  return (
    <section
      aria-labelledby="data-title"
      className="rounded-2xl bg-night-900 p-6 ring-1 ring-white/10 sm:p-8"
    >
      <h2 id="data-title" className="text-2xl font-extrabold">
        {t("account.data.title")}
      </h2>
      <p className="mt-2 text-snow-200">{t("account.data.intro")}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {/* A file, not a page: the browser downloads it. */}
        <a href="/account/data" download className={`${button} ${buttonStyles.secondary}`}>
          {t("account.data.download")}
        </a>
        <Form method="post" action="/account?tab=profile">
          <input type="hidden" name="intent" value="account.delete" />
          <button type="submit" className={`${button} ${buttonStyles.secondary}`}>
            {t("account.delete.button")}
          </button>
        </Form>
      </div>
    </section>
  );
}

export function DeleteAccountConfirm({
  user,
  typed,
  error,
  onTheirWay,
}: {
  user: AccountUser;
  typed: string;
  error: string | undefined;
  onTheirWay: OrderOnItsWay[];
}) {
  const { t } = useLanguage();
  // The page changed under the keyboard user's feet: start them at its question.
  const heading = useArrivalFocus<HTMLHeadingElement>();
  if (onTheirWay.length > 0) return <FilmsOnTheirWay orders={onTheirWay} heading={heading} />;
  return (
    <DeleteStep
      heading={heading}
      title={t("account.delete.title")}
      text={t("account.delete.text")}
      ring="ring-berry-500/70"
    >
      <Form method="post" action="/account?tab=profile" noValidate className="mt-6 space-y-4">
        <input type="hidden" name="intent" value="account.delete" />
        <ProfileField
          id="delete-confirm-email"
          label={t("account.delete.confirmLabel", { email: user.email })}
          error={error && t(error as MessageKey)}
        >
          {(control) => (
            <input
              {...control}
              name="confirmEmail"
              type="email"
              autoComplete="off"
              required
              defaultValue={typed}
              className={profileInputClass}
            />
          )}
        </ProfileField>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={`${button} ${buttonStyles.primary}`}>
            {t("account.delete.confirm")}
          </button>
          <Link to="/account?tab=profile" className={`${button} ${buttonStyles.secondary}`}>
            {t("account.delete.cancel")}
          </Link>
        </div>
      </Form>
    </DeleteStep>
  );
}

/** The second step's frame: its heading takes the focus, since the page changed under the keyboard. */
function DeleteStep({
  heading,
  title,
  text,
  ring,
  children,
}: {
  heading: RefObject<HTMLHeadingElement | null>;
  title: string;
  text: string;
  /** Red when the next press deletes; gold when something must happen first. */
  ring: "ring-berry-500/70" | "ring-gold-300/60";
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="delete-title" className={`rounded-2xl bg-night-900 p-6 ring-2 ${ring} sm:p-8`}>
      <h2 id="delete-title" ref={heading} tabIndex={-1} autoFocus className="text-2xl font-extrabold">
        {title}
      </h2>
      <p className="text-snow-100 mt-3">{text}</p>
      {children}
    </section>
  );
}

/** Instead of the second step while paid films are on their way: which ones, and what can be done. */
function FilmsOnTheirWay({
  orders,
  heading,
}: {
  orders: OrderOnItsWay[];
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useLanguage();
  return (
    <DeleteStep
      heading={heading}
      title={t("account.delete.onTheirWay.title")}
      text={t("account.delete.onTheirWay.text")}
      ring="ring-gold-300/60"
    >
      <ul className="mt-4 space-y-2">
        {orders.map((order) => (
          <li key={order.reference}>
            <p className="font-semibold">
              {t("account.delete.onTheirWay.order", {
                reference: order.reference,
                status: t(`confirmation.state.${order.state}`),
              })}
            </p>
            {refundableInstead(order.state) && (
              <p className="text-sm text-snow-200">{t("account.delete.onTheirWay.refundable")}</p>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Link to="/account?tab=orders" className={`${button} ${buttonStyles.primary}`}>
          {t("account.delete.onTheirWay.toOrders")}
        </Link>
        <Link to="/account?tab=profile" className={`${button} ${buttonStyles.secondary}`}>
          {t("account.delete.cancel")}
        </Link>
      </div>
    </DeleteStep>
  );
}
