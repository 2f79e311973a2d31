// /account/email/confirm?token=…: the page the link to a new e-mail address opens. Opening it
// changes nothing (mail scanners open links too); its button's POST changes the address.
import { data, redirect } from "react-router";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/account-email-confirm";
import { ACCOUNT_LINK_MINUTES } from "../../domain/account.ts";
import { confirmEmailChange } from "../../server/accounts/email-change.ts";
import { hit, ipKey, LINK_USE_PER_IP } from "../../server/auth/rate-limit.ts";
import { buttonStyles, ButtonLink } from "../components/ui/button-link.tsx";
import { useLanguage } from "../i18n/language-provider.tsx";
import { translate } from "../i18n/translate.ts";
import { rootDataFrom } from "../seo/root-data.ts";
import { services } from "../services-context.ts";
import { assertSameOrigin, clientIp, withCookies } from "../features/account/session.server.ts";

export function loader({ url }: Route.LoaderArgs) {
  return { token: url.searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(context, request);
  const shop = services(context);
  if (!(await hit(shop.db, LINK_USE_PER_IP, ipKey(clientIp(request))))) {
    return data({ invalid: true }, { status: 429 });
  }
  const form = await request.formData();
  const result = await confirmEmailChange(shop, request.headers, String(form.get("token") ?? ""));
  if (result.status === "invalid") return data({ invalid: true }, { status: 400 });
  return withCookies(redirect("/account?tab=profile&email-changed", { status: 303 }), result.headers);
}

// The token is in the URL: keep it out of caches, other sites' logs and search engines. The
// referrer stays on our own origin, so the form's POST without JavaScript still carries an Origin.
export function headers() {
  return {
    "Cache-Control": "private, no-store",
    "Referrer-Policy": "same-origin",
    "X-Robots-Tag": "noindex",
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  if (!root) return [];
  return [
    { title: translate(root.messages, "meta.emailConfirm.title") },
    { name: "robots", content: "noindex" },
  ];
}

export default function AccountEmailConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLanguage();
  const submitting = useNavigation().state === "submitting";
  const invalid = Boolean(actionData?.invalid) || !loaderData.token;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <div className="rounded-2xl bg-night-900 p-6 ring-1 ring-white/10 sm:p-10">
        {invalid ? (
          <>
            <h1 className="text-3xl font-extrabold">{t("account.emailConfirm.invalidTitle")}</h1>
            <p role="alert" className="text-snow-100 mt-4">
              {t("account.emailConfirm.invalid", { minutes: ACCOUNT_LINK_MINUTES })}
            </p>
            <div className="mt-8">
              <ButtonLink to="/account?tab=profile">{t("account.emailConfirm.back")}</ButtonLink>
            </div>
          </>
        ) : (
          <>
            <h1 className="text-3xl font-extrabold">{t("account.emailConfirm.title")}</h1>
            <p className="text-snow-100 mt-4">{t("account.emailConfirm.text")}</p>
            <Form method="post" className="mt-8">
              <input type="hidden" name="token" value={loaderData.token} />
              <button
                type="submit"
                disabled={submitting}
                className={`inline-flex min-h-12 w-full items-center justify-center rounded-full px-6 py-3 text-lg font-bold disabled:opacity-70 ${buttonStyles.primary}`}
              >
                {t("account.emailConfirm.confirm")}
              </button>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}
