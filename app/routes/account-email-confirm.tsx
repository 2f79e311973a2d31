// /account/email/confirm?token=…: the page the link to a new e-mail address opens. Opening it
// changes nothing (mail scanners open links too); its button's POST changes the address.
import { data, redirect } from "react-router";
import type { Route } from "./+types/account-email-confirm";
import { confirmEmailChange } from "../../server/accounts/email-change.ts";
import { hit, ipKey, LINK_USE_PER_IP } from "../../server/auth/rate-limit.ts";
import { translate } from "../i18n/translate.ts";
import { rootDataFrom } from "../seo/root-data.ts";
import { services } from "../services-context.ts";
import { LinkPage, linkPageHeaders } from "../features/sign-in/link-page.tsx";
import { assertSameOrigin, clientIp, withCookies } from "../shared/session.server.ts";
import { postedForm } from "../shared/form-body.server.ts";

export function loader({ url }: Route.LoaderArgs) {
  return { token: url.searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(context, request);
  const shop = services(context);
  if (!(await hit(shop.db, LINK_USE_PER_IP, ipKey(clientIp(request))))) {
    return data({ invalid: true }, { status: 429 });
  }
  const form = await postedForm(request);
  const result = await confirmEmailChange(shop, request.headers, String(form.get("token") ?? ""));
  if (result.outcome === "invalid") return data({ invalid: true }, { status: 400 });
  return withCookies(redirect("/account?tab=profile&email-changed", { status: 303 }), result.headers);
}

export const headers = linkPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  if (!root) return [];
  return [
    { title: translate(root.messages, "meta.emailConfirm.title") },
    { name: "robots", content: "noindex" },
  ];
}

export default function AccountEmailConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const invalid = Boolean(actionData?.invalid) || !loaderData.token;
  return (
    <LinkPage
      copy={{
        title: "account.emailConfirm.title",
        text: "account.emailConfirm.text",
        button: "account.emailConfirm.confirm",
        invalidTitle: "account.emailConfirm.invalidTitle",
        invalidText: "account.emailConfirm.invalid",
        back: "account.emailConfirm.back",
      }}
      invalid={invalid}
      fields={{ token: loaderData.token }}
      backTo="/account?tab=profile"
    />
  );
}
