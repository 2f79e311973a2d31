// /account: My Orders and Profile, as the spec draws them; the accounts issue brings sign-in.
import type { Route } from "./+types/account";
import { pageMeta } from "../seo/page-meta.ts";
import { rootDataFrom } from "../seo/root-data.ts";
import { AccountTabs, isAccountTab } from "../features/account/account-tabs.tsx";

export function loader({ url }: Route.LoaderArgs) {
  const tab = url.searchParams.get("tab");
  return { tab: isAccountTab(tab) ? tab : "orders" };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  if (!root) return [];
  return pageMeta({
    ...root,
    publicUrl: root.site.publicUrl,
    path: "/account",
    title: "meta.account.title",
    description: "meta.account.description",
  });
};

export default function Account({ loaderData }: Route.ComponentProps) {
  return <AccountTabs initialTab={loaderData.tab} />;
}
