// /account/sign-in?token=…: the page a sign-in link opens. Opening it uses nothing (mail scanners
// open links too); the button's POST signs in and goes back where the customer was.
import { data, redirect } from "react-router";
import type { Route } from "./+types/account-sign-in";
import { safeNextPath } from "#domain/account.ts";
import { resolveLanguage } from "../i18n/language.server.ts";
import { rootDataFrom } from "../seo/root-data.ts";
import { translate } from "../i18n/translate.ts";
import { services } from "../services-context.ts";
import { LinkPage, linkPageHeaders } from "../features/sign-in/link-page.tsx";
import { assertSameOrigin, requester, withCookies } from "../shared/session.server.ts";
import { postedForm } from "../shared/form-body.server.ts";
import { followSignInLink, signInLinkAddress } from "#server/auth/sign-in.ts";

export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  // Names the address the link signs into; a used, altered or expired link says so at once.
  const email = await signInLinkAddress(services(context).db, token);
  const page = { token, next: safeNextPath(url.searchParams.get("next")), email: email ?? null };
  return email ? page : data(page, { status: 400 });
}

export async function action({ request, context, url }: Route.ActionArgs) {
  assertSameOrigin(context, request);
  const form = await postedForm(request);
  const result = await followSignInLink(
    services(context),
    requester(request),
    String(form.get("token") ?? ""),
    resolveLanguage(request, url),
  );
  if (result.outcome === "signed_in") {
    return withCookies(redirect(safeNextPath(form.get("next")), { status: 303 }), result.headers);
  }
  return data({ invalid: true }, { status: result.outcome === "too_many" ? 429 : 400 });
}

export const headers = linkPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  if (!root) return [];
  return [{ title: translate(root.messages, "meta.signIn.title") }, { name: "robots", content: "noindex" }];
}

export default function AccountSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const invalid = Boolean(actionData?.invalid) || !loaderData.email;
  return (
    <LinkPage
      copy={{
        title: "account.signIn.confirmTitle",
        text: "account.signIn.confirmText",
        button: "account.signIn.confirm",
        invalidTitle: "account.signIn.invalidTitle",
        invalidText: "account.signIn.invalid",
        back: "account.signIn.newLink",
      }}
      invalid={invalid}
      textValues={{ email: loaderData.email ?? "" }}
      fields={{ token: loaderData.token, next: loaderData.next }}
      backTo={`/account?next=${encodeURIComponent(loaderData.next)}`}
    />
  );
}
