// /account/sign-in?token=…: the page a sign-in link opens. Opening it uses nothing (mail scanners
// open links too); the button's POST signs in and goes back where the customer was.
import { data, redirect } from "react-router";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/account-sign-in";
import { ACCOUNT_LINK_MINUTES, safeNextPath } from "../../domain/account.ts";
import { buttonStyles, ButtonLink } from "../components/ui/button-link.tsx";
import { useLanguage } from "../i18n/language-provider.tsx";
import { resolveLanguage } from "../i18n/language.server.ts";
import { rootDataFrom } from "../seo/root-data.ts";
import { translate } from "../i18n/translate.ts";
import { services } from "../services-context.ts";
import { assertSameOrigin, withCookies } from "../features/account/session.server.ts";
import { followSignInLink } from "../features/account/sign-in.server.ts";

export function loader({ url }: Route.LoaderArgs) {
  return {
    token: url.searchParams.get("token") ?? "",
    next: safeNextPath(url.searchParams.get("next")),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  assertSameOrigin(context, request);
  const form = await request.formData();
  const result = await followSignInLink(
    services(context),
    request,
    String(form.get("token") ?? ""),
    resolveLanguage(request, url),
  );
  if (result.status === "signed_in") {
    return withCookies(redirect(safeNextPath(form.get("next")), { status: 303 }), result.headers);
  }
  return data({ invalid: true }, { status: result.status === "too_many" ? 429 : 400 });
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
  return [{ title: translate(root.messages, "meta.signIn.title") }, { name: "robots", content: "noindex" }];
}

export default function AccountSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLanguage();
  const submitting = useNavigation().state === "submitting";
  const invalid = Boolean(actionData?.invalid) || !loaderData.token;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <div className="rounded-2xl bg-night-900 p-6 ring-1 ring-white/10 sm:p-10">
        {invalid ? (
          <>
            <h1 className="text-3xl font-extrabold">{t("account.signIn.invalidTitle")}</h1>
            <p role="alert" className="text-snow-100 mt-4">
              {t("account.signIn.invalid", { minutes: ACCOUNT_LINK_MINUTES })}
            </p>
            <div className="mt-8">
              <ButtonLink to={`/account?next=${encodeURIComponent(loaderData.next)}`}>
                {t("account.signIn.newLink")}
              </ButtonLink>
            </div>
          </>
        ) : (
          <>
            <h1 className="text-3xl font-extrabold">{t("account.signIn.confirmTitle")}</h1>
            <p className="text-snow-100 mt-4">{t("account.signIn.confirmText")}</p>
            <Form method="post" className="mt-8">
              <input type="hidden" name="token" value={loaderData.token} />
              <input type="hidden" name="next" value={loaderData.next} />
              <button
                type="submit"
                disabled={submitting}
                className={`inline-flex min-h-12 w-full items-center justify-center rounded-full px-6 py-3 text-lg font-bold disabled:opacity-70 ${buttonStyles.primary}`}
              >
                {t("account.signIn.confirm")}
              </button>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}
