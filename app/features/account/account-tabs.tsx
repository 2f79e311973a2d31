// The account page's two tabs (Radix Tabs: arrow keys move between them, as users expect).
import * as Tabs from "@radix-ui/react-tabs";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { MyOrders } from "./my-orders.tsx";
import { ProfilePanel } from "./profile-panel.tsx";
import type { MyOrder, OrderActionResult } from "./my-orders.server.ts";
import type { ProfileActionResult, ProfileData } from "./profile.server.ts";
import type { AccountUser } from "./session.server.ts";

const TABS = ["orders", "profile"] as const;
export type AccountTab = (typeof TABS)[number];

export function isAccountTab(value: unknown): value is AccountTab {
  return typeof value === "string" && (TABS as readonly string[]).includes(value);
}

const triggerClass =
  "rounded-full px-5 py-2 font-bold text-snow-200 data-[state=active]:bg-berry-600 data-[state=active]:text-white hover:text-white";

export interface AccountTabsProps {
  initialTab: AccountTab;
  user: AccountUser;
  orders: MyOrder[];
  profile: ProfileData;
  orderResult: OrderActionResult | undefined;
  profileResult: ProfileActionResult | undefined;
}

export function AccountTabs({
  initialTab,
  user,
  orders,
  profile,
  orderResult,
  profileResult,
}: AccountTabsProps) {
  const { t } = useLanguage();
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
      <Tabs.Root defaultValue={initialTab}>
        <Tabs.List
          aria-label={t("account.tabs")}
          className="mx-auto mb-8 flex w-fit gap-2 rounded-full bg-night-900 p-1 ring-1 ring-white/10"
        >
          <Tabs.Trigger value="orders" className={triggerClass}>
            {t("account.tab.orders")}
          </Tabs.Trigger>
          <Tabs.Trigger value="profile" className={triggerClass}>
            {t("account.tab.profile")}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="orders">
          <MyOrders orders={orders} result={orderResult} />
        </Tabs.Content>
        <Tabs.Content value="profile">
          <ProfilePanel user={user} profile={profile} result={profileResult} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
