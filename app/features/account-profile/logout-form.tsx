// Logout ends this session on the server; "on all devices" ends every session of the account.
import { Form } from "react-router";
import { buttonStyles } from "../../components/ui/button-link.tsx";
import { useLanguage } from "../../i18n/language-provider.tsx";

export function LogoutForm() {
  const { t } = useLanguage();
  return (
    <Form method="post" action="/account/logout" className="flex flex-wrap gap-2">
      <button
        type="submit"
        name="scope"
        value="this"
        className={`rounded-full px-4 py-2 font-bold ${buttonStyles.secondary}`}
      >
        {t("account.logout")}
      </button>
      <button
        type="submit"
        name="scope"
        value="everywhere"
        className="rounded-full px-4 py-2 font-semibold text-snow-200 underline underline-offset-4 hover:text-white"
      >
        {t("account.logoutEverywhere")}
      </button>
    </Form>
  );
}
