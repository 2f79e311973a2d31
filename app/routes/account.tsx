// /account: My Orders and Profile, as the spec draws them; the accounts issue brings sign-in.
import type { Route } from "./+types/account";
import { staticPageMeta } from "../seo/page-meta.ts";
import { AccountTabs, isAccountTab } from "../features/account/account-tabs.tsx";

export function loader({ url }: Route.LoaderArgs) {
  const tab = url.searchParams.get("tab");
  return { tab: isAccountTab(tab) ? tab : "orders" };
}

export const meta = staticPageMeta("/account", "meta.account.title", "meta.account.description");

export default function Account({ loaderData }: Route.ComponentProps) {
  return <AccountTabs initialTab={loaderData.tab} />;
}
