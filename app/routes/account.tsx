// /account: signed out, the sign-in form; signed in, My Orders and Profile. Every form on the page
// posts here with an `intent`, so errors come back beside the field with what was typed, also
// without JavaScript.
import { data } from "react-router";
import type { Route } from "./+types/account";
import { safeNextPath } from "../../domain/account.ts";
import { resolveLanguage } from "../i18n/language.server.ts";
import { services } from "../services-context.ts";
import { staticPageMeta } from "../seo/page-meta.ts";
import { AccountTabs, isAccountTab } from "../features/account/account-tabs.tsx";
import { SignInPanel } from "../features/account/sign-in-panel.tsx";
import { loadMyOrders, orderAction } from "../features/account/my-orders.server.ts";
import { loadProfile, profileAction } from "../features/account/profile.server.ts";
import { accountUser, assertSameOrigin } from "../features/account/session.server.ts";
import { accountNow } from "../features/account/clock.server.ts";
import { requestSignInLink } from "../features/account/sign-in.server.ts";

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const shop = services(context);
  const tab = url.searchParams.get("tab");
  const next = safeNextPath(url.searchParams.get("next"));
  const user = await accountUser(context, request);
  if (!user) {
    const farewell = url.searchParams.has("account-deleted")
      ? ("deleted" as const)
      : url.searchParams.has("logged-out")
        ? ("logged_out" as const)
        : undefined;
    return { signedIn: false as const, next, farewell };
  }
  const [orders, profile] = await Promise.all([
    loadMyOrders(shop, user, accountNow(context, request)),
    loadProfile(shop, user),
  ]);
  return {
    signedIn: true as const,
    tab: isAccountTab(tab) ? tab : "orders",
    user,
    orders,
    profile,
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  assertSameOrigin(context, request);
  const shop = services(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const user = await accountUser(context, request);
  if (!user) {
    if (intent !== "sign-in") throw data("Sign in first", { status: 401 });
    const signIn = await requestSignInLink(shop, request, form, resolveLanguage(request, url));
    return data({ signIn }, { status: signIn.status === "too_many" ? 429 : 200 });
  }
  if (intent.startsWith("order.")) {
    const orders = await orderAction(shop, user, form, accountNow(context, request));
    return orders instanceof Response ? orders : { orders };
  }
  const profile = await profileAction(shop, user, form, request);
  return profile instanceof Response ? profile : { profile };
}

// One customer's page: never in a shared cache.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta = staticPageMeta("/account", "meta.account.title", "meta.account.description");

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.signedIn) {
    const signIn = actionData && "signIn" in actionData ? actionData.signIn : undefined;
    return <SignInPanel next={loaderData.next} result={signIn} farewell={loaderData.farewell} />;
  }
  return (
    <AccountTabs
      initialTab={loaderData.tab}
      user={loaderData.user}
      orders={loaderData.orders}
      profile={loaderData.profile}
      orderResult={actionData && "orders" in actionData ? actionData.orders : undefined}
      profileResult={actionData && "profile" in actionData ? actionData.profile : undefined}
    />
  );
}
