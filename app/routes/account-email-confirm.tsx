// /account/email/confirm?token=…: the page the link to a new e-mail address opens. It names the
// account that asked; opening it changes nothing (mail scanners open links too), and its button's
// POST changes the address only in a browser signed in to that account (decision 041).
import { data, redirect } from "react-router";
import type { Route } from "./+types/account-email-confirm";
import { confirmEmailChange, emailChangeOffer } from "#server/accounts/email-change.ts";
import { LINK_USE_PER_IP } from "#server/rate-limits/rate-limit.ts";
import { translate } from "../i18n/translate.ts";
import { rootDataFrom } from "../seo/root-data.ts";
import { services } from "../services-context.ts";
import { EmailChangeRefusal } from "../features/sign-in/email-change-refusal.tsx";
import { LinkPage, linkPageHeaders } from "../features/sign-in/link-page.tsx";
import { withinClientLimit } from "../shared/client-rate-limit.server.ts";
import { assertSameOrigin, withCookies } from "../shared/session.server.ts";
import { postedForm } from "../shared/form-body.server.ts";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  const offer = await emailChangeOffer(services(context), request.headers, token);
  // Signing in comes back to this very link, in the link's language.
  const signIn = new URLSearchParams({ next: `${url.pathname}${url.search}` });
  const lang = url.searchParams.get("lang");
  if (lang) signIn.set("lang", lang);
  const signInTo = `/account?${signIn.toString()}`;
  return data({ token, offer, signInTo }, { status: offer.outcome === "invalid" ? 400 : 200 });
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(context, request);
  const shop = services(context);
  if (!(await withinClientLimit(shop.db, request, LINK_USE_PER_IP))) {
    return data({ outcome: "invalid" as const }, { status: 429 });
  }
  const form = await postedForm(request);
  const result = await confirmEmailChange(shop, request.headers, String(form.get("token") ?? ""));
  if (result.outcome === "changed") {
    return withCookies(redirect("/account?tab=profile&email-changed", { status: 303 }), result.headers);
  }
  const status = { invalid: 400, not_signed_in: 403, address_has_orders: 409 }[result.outcome];
  return data({ outcome: result.outcome }, { status });
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
  const { offer, token, signInTo } = loaderData;
  const outcome = actionData?.outcome ?? offer.outcome;
  if (offer.outcome !== "invalid" && (outcome === "not_signed_in" || outcome === "address_has_orders")) {
    return (
      <EmailChangeRefusal
        reason={outcome}
        account={offer.account}
        address={offer.address}
        signInTo={signInTo}
      />
    );
  }
  return (
    <LinkPage
      copy={{
        title: "account.emailConfirm.title",
        text: "account.emailConfirm.text",
        note: "account.emailConfirm.othersSignedOut",
        button: "account.emailConfirm.confirm",
        invalidTitle: "account.emailConfirm.invalidTitle",
        invalidText: "account.emailConfirm.invalid",
        back: "account.emailConfirm.back",
      }}
      invalid={outcome === "invalid"}
      textValues={offer.outcome === "invalid" ? {} : { account: offer.account, address: offer.address }}
      fields={{ token }}
      backTo="/account?tab=profile"
    />
  );
}
