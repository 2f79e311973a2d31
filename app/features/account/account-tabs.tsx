// The account page's two tabs (Radix Tabs: arrow keys move between them, as users expect).
import * as Tabs from "@radix-ui/react-tabs";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { MyOrders } from "./my-orders.tsx";
import { ProfilePanel } from "./profile-panel.tsx";

const TABS = ["orders", "profile"] as const;
export type AccountTab = (typeof TABS)[number];

export function isAccountTab(value: unknown): value is AccountTab {
  return typeof value === "string" && (TABS as readonly string[]).includes(value);
}

const triggerClass =
  "rounded-full px-5 py-2 font-bold text-snow-200 data-[state=active]:bg-berry-600 data-[state=active]:text-white hover:text-white";

export function AccountTabs({ initialTab }: { initialTab: AccountTab }) {
  const { t } = useLanguage();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <SectionHeading
        id="account-title"
        level={1}
        title={t("account.title")}
        subtitle={t("account.subtitle")}
      />
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
          <MyOrders />
        </Tabs.Content>
        <Tabs.Content value="profile">
          <ProfilePanel />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
