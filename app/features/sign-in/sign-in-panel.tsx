// Signed out: one field, the e-mail address, and a link by e-mail instead of a password.
import Mail from "lucide-react/icons/mail";
import { Form, useNavigation } from "react-router";
import { buttonStyles } from "../../components/ui/button-link.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { useLanguage } from "../../i18n/language-provider.tsx";
import type { SignInRequestResult } from "#server/auth/sign-in.ts";

const inputClass =
  "mt-1 block w-full rounded-lg border border-snow-300/60 bg-night-950 px-3 py-2 text-snow-50 aria-invalid:border-red-300";

export function SignInPanel({
  next,
  result,
  farewell,
}: {
  next: string;
  result: SignInRequestResult | undefined;
  /** Why the visitor is signed out, when they just were. */
  farewell: "logged_out" | "deleted" | undefined;
}) {
  const { t } = useLanguage();
  const submitting = useNavigation().state === "submitting";
  const invalid = result?.outcome === "invalid";
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <SectionHeading
        id="account-title"
        level={1}
        title={t("account.title")}
        subtitle={t("account.subtitle")}
      />
      {farewell && !result && (
        <p role="status" className="mb-6 rounded-xl bg-night-900 p-4 text-center ring-1 ring-white/10">
          {t(farewell === "deleted" ? "account.deleted" : "account.loggedOut")}
        </p>
      )}
      <div className="rounded-2xl bg-night-900 p-6 ring-1 ring-white/10 sm:p-8">
        {result?.outcome === "sent" ? (
          <div role="status" className="text-center">
            <Mail aria-hidden="true" className="mx-auto size-12 text-gold-300" />
            <h2 className="mt-3 text-2xl font-extrabold">{t("account.signIn.sentTitle")}</h2>
            <p className="text-snow-100 mt-3">
              {t("account.signIn.sent", { email: result.email, minutes: result.minutes })}
            </p>
            <p className="mt-2 text-sm text-snow-200">{t("account.signIn.sentHint")}</p>
            <SignInForm next={next} email={result.email} submitting={submitting} again />
          </div>
        ) : (
          <>
            <h2 className="text-2xl font-extrabold">{t("account.signIn.title")}</h2>
            <p className="mt-2 text-snow-200">{t("account.signIn.intro")}</p>
            {result?.outcome === "too_many" && (
              <p role="alert" className="mt-4 font-semibold text-red-300">
                {t("account.signIn.error.tooMany")}
              </p>
            )}
            <SignInForm
              next={next}
              email={invalid ? result.email : ""}
              error={invalid ? t("account.signIn.error.email") : undefined}
              submitting={submitting}
            />
          </>
        )}
      </div>
    </div>
  );
}

function SignInForm({
  next,
  email,
  error,
  submitting,
  again = false,
}: {
  next: string;
  email: string;
  error?: string | undefined;
  submitting: boolean;
  again?: boolean;
}) {
  const { t } = useLanguage();
  return (
    <Form method="post" className="mt-6 space-y-4 text-left" noValidate>
      <input type="hidden" name="intent" value="sign-in" />
      <input type="hidden" name="next" value={next} />
      {again ? (
        <input type="hidden" name="email" value={email} />
      ) : (
        <div>
          <label htmlFor="sign-in-email" className="block font-semibold">
            {t("account.signIn.email")}
          </label>
          <input
            id="sign-in-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "sign-in-email-error" : undefined}
            className={inputClass}
          />
          {error && (
            <p id="sign-in-email-error" className="mt-1 text-sm font-semibold text-red-300">
              {error}
            </p>
          )}
        </div>
      )}
      <button
        type="submit"
        disabled={submitting}
        className={`inline-flex min-h-12 w-full items-center justify-center rounded-full px-6 py-3 text-lg font-bold disabled:opacity-70 ${again ? buttonStyles.secondary : buttonStyles.primary}`}
      >
        {t(again ? "account.signIn.again" : "account.signIn.submit")}
      </button>
    </Form>
  );
}
