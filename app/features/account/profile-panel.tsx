// Profile: Logout, the profile form and the saved child profiles, as the spec draws them.
import { useId } from "react";
import { useLanguage } from "../../i18n/language-provider.tsx";
import type { MessageKey } from "../../i18n/en.ts";

const FIELDS: { name: string; type: string; autoComplete: string; label: MessageKey }[] = [
  { name: "fullName", type: "text", autoComplete: "name", label: "account.profile.fullName" },
  { name: "email", type: "email", autoComplete: "email", label: "account.profile.email" },
  { name: "phone", type: "tel", autoComplete: "tel", label: "account.profile.phone" },
];

const inputClass =
  "mt-1 block w-full rounded-lg border border-snow-300/40 bg-night-950 px-3 py-2 text-snow-50 placeholder:text-snow-300";

import { LogoutForm } from "./logout-form.tsx";
import type { ProfileActionResult, ProfileData } from "./profile.server.ts";
import type { AccountUser } from "./session.server.ts";

export function ProfilePanel({
  user,
}: {
  user: AccountUser;
  profile: ProfileData;
  result: ProfileActionResult | undefined;
}) {
  const { t } = useLanguage();
  const id = useId();
  return (
    <div className="space-y-8">
      <div className="rounded-2xl bg-night-900 p-6 ring-1 ring-white/10 sm:p-8">
        <div className="flex items-center justify-between gap-4">
          <h2 className="text-2xl font-extrabold">{t("account.profile.title")}</h2>
          <LogoutForm />
        </div>
        <form className="mt-6 space-y-4" onSubmit={(event) => event.preventDefault()}>
          {FIELDS.map((field) => (
            <div key={field.name}>
              <label htmlFor={`${id}-${field.name}`} className="font-semibold">
                {t(field.label)}
              </label>
              <input
                id={`${id}-${field.name}`}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                required={field.name !== "phone"}
                defaultValue={
                  field.name === "email"
                    ? user.email
                    : field.name === "fullName"
                      ? user.name
                      : (user.phone ?? "")
                }
                className={inputClass}
              />
            </div>
          ))}
          <button
            type="submit"
            className="rounded-full bg-berry-600 px-6 py-3 font-bold text-white hover:bg-berry-700"
          >
            {t("account.profile.save")}
          </button>
        </form>
      </div>
      <div className="rounded-2xl bg-night-900 p-6 ring-1 ring-white/10 sm:p-8">
        <h2 className="text-2xl font-extrabold">{t("account.children.title")}</h2>
        <p className="mt-3 text-snow-200">{t("account.children.empty")}</p>
      </div>
    </div>
  );
}
