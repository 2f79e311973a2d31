// /account: signed out, the sign-in form; signed in, My Orders and Profile. Every form on the page
// posts here with an `intent`, so errors come back beside the field with what was typed, also
// without JavaScript.
import type { ReactNode } from "react";
import { data } from "react-router";
import type { Route } from "./+types/account";
import { safeNextPath } from "#domain/account.ts";
import { resolveLanguage } from "../i18n/language.server.ts";
import { services } from "../services-context.ts";
import { staticPageMeta } from "../seo/page-meta.ts";
import * as Tabs from "@radix-ui/react-tabs";
import { useLanguage } from "../i18n/language-provider.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { MyOrders } from "../features/account-orders/my-orders.tsx";
import { ProfilePanel } from "../features/account-profile/profile-panel.tsx";
import { SignInPanel } from "../features/sign-in/sign-in-panel.tsx";
import { loadMyOrders, orderAction } from "../features/account-orders/my-orders.server.ts";
import { loadProfile, profileAction } from "../features/account-profile/profile-tab.server.ts";
import { accountUser, assertSameOrigin, requester } from "../shared/session.server.ts";
import { accountNow } from "../shared/account-clock.server.ts";
import { postedForm } from "../shared/form-body.server.ts";
import { isPlainClick } from "../shared/plain-click.ts";
import { requestSignInLink } from "#server/auth/sign-in.ts";

const TABS = ["orders", "profile"] as const;
type AccountTab = (typeof TABS)[number];

function isAccountTab(value: unknown): value is AccountTab {
  return typeof value === "string" && (TABS as readonly string[]).includes(value);
}

const triggerClass =
  "rounded-full px-5 py-2 font-bold text-snow-200 data-[state=active]:bg-berry-600 data-[state=active]:text-white hover:text-white";

/**
 * A tab that is a link to its own page (`?tab=`), so it opens before the page's modules have run
 * and without JavaScript (decision 037). Once they run, Radix switches the tab in place on the
 * press, and the link's own navigation is held back; a click with a modifier key still opens it
 * elsewhere.
 */
function TabLink({ tab, children }: { tab: AccountTab; children: ReactNode }) {
  return (
    // Radix writes type="button", which means nothing on a link.
    <Tabs.Trigger value={tab} type={undefined} asChild>
      <a
        href={`/account?tab=${tab}`}
        className={triggerClass}
        onClick={(event) => {
          if (isPlainClick(event)) event.preventDefault();
        }}
        onKeyDown={(event) => {
          // Radix selects the tab on Space; a link would also scroll the page.
          if (event.key === " ") event.preventDefault();
        }}
      >
        {children}
      </a>
    </Tabs.Trigger>
  );
}

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
  const form = await postedForm(request);
  const intent = String(form.get("intent") ?? "");
  const user = await accountUser(context, request);
  if (!user) {
    if (intent !== "sign-in") throw data("Sign in first", { status: 401 });
    const typed = { email: String(form.get("email") ?? ""), next: form.get("next") };
    const signIn = await requestSignInLink(shop, requester(request), typed, resolveLanguage(request, url));
    return data({ signIn }, { status: signIn.outcome === "too_many" ? 429 : 200 });
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
  const { t } = useLanguage();
  if (!loaderData.signedIn) {
    const signIn = actionData && "signIn" in actionData ? actionData.signIn : undefined;
    return <SignInPanel next={loaderData.next} result={signIn} farewell={loaderData.farewell} />;
  }
  const { user } = loaderData;
  const orderResult = actionData && "orders" in actionData ? actionData.orders : undefined;
  const profileResult = actionData && "profile" in actionData ? actionData.profile : undefined;
  // Radix Tabs: arrow keys move between the two tabs, as users expect.
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <SectionHeading
        id="account-title"
        level={1}
        title={t("account.title")}
        subtitle={t("account.subtitle")}
      />
      <p className="-mt-4 mb-6 text-center text-sm text-snow-200">
        {t("account.signedInAs", { email: user.email })}
      </p>
      {/* Keyed by the URL's tab, so a link to the other tab (?tab=orders) opens it. */}
      <Tabs.Root key={loaderData.tab} defaultValue={loaderData.tab}>
        <Tabs.List
          aria-label={t("account.tabs")}
          className="mx-auto mb-8 flex w-fit gap-2 rounded-full bg-night-900 p-1 ring-1 ring-white/10"
        >
          <TabLink tab="orders">{t("account.tab.orders")}</TabLink>
          <TabLink tab="profile">{t("account.tab.profile")}</TabLink>
        </Tabs.List>
        <Tabs.Content value="orders">
          <MyOrders orders={loaderData.orders} result={orderResult} />
        </Tabs.Content>
        <Tabs.Content value="profile">
          <ProfilePanel user={user} profile={loaderData.profile} result={profileResult} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
