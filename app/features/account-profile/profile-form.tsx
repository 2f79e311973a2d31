// The customer's details: Full Name, Email (a new one is confirmed by a link) and Phone, saved by
// the server, with errors beside the fields showing what was typed.
import { Form, useNavigation, useSearchParams } from "react-router";
import { ACCOUNT_LINK_MINUTES } from "#domain/account.ts";
import { buttonStyles } from "../../components/ui/button-link.tsx";
import type { MessageKey } from "../../i18n/en.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { ProfileField, profileInputClass } from "../../components/ui/labelled-field.tsx";
import type { ProfileActionResult, ProfileFields } from "./profile-view.ts";
import type { AccountUser } from "../../shared/session.server.ts";

const FIELDS: {
  name: keyof ProfileFields;
  type: string;
  autoComplete: string;
  label: MessageKey;
  hint?: MessageKey;
}[] = [
  { name: "fullName", type: "text", autoComplete: "name", label: "account.profile.fullName" },
  {
    name: "email",
    type: "email",
    autoComplete: "email",
    label: "account.profile.email",
    hint: "account.profile.emailHint",
  },
  {
    name: "phone",
    type: "tel",
    autoComplete: "tel",
    label: "account.profile.phone",
    hint: "account.profile.phoneHint",
  },
];

export function ProfileForm({
  user,
  result,
}: {
  user: AccountUser;
  result: ProfileActionResult | undefined;
}) {
  const { t } = useLanguage();
  const [search] = useSearchParams();
  const submitting = useNavigation().formData?.get("intent") === "profile.save";
  const saved = result?.intent === "profile.save" ? result : undefined;
  const failed = saved?.outcome === "invalid" ? saved : undefined;
  const values: ProfileFields = failed?.values ?? {
    fullName: user.name,
    email: user.email,
    phone: user.phone ?? "",
  };
  let status: string | undefined;
  if (saved?.outcome === "saved") {
    status = saved.emailSentTo
      ? t("account.profile.emailSent", { email: saved.emailSentTo, minutes: ACCOUNT_LINK_MINUTES })
      : t("account.profile.saved");
  } else if (!saved && search.has("email-changed")) {
    status = t("account.profile.emailChanged", { email: user.email });
  }
  return (
    // A new answer remounts the fields, so they show what the server now holds or what was typed.
    <Form
      key={JSON.stringify([result, user])}
      method="post"
      action="/account?tab=profile"
      noValidate
      className="mt-6 space-y-4"
    >
      <input type="hidden" name="intent" value="profile.save" />
      {FIELDS.map((field) => {
        const error = failed?.errors[field.name];
        return (
          <ProfileField
            key={field.name}
            id={`profile-${field.name}`}
            label={t(field.label)}
            hint={field.hint && t(field.hint)}
            error={error && t(error as MessageKey)}
          >
            {(control) => (
              <input
                {...control}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                required={field.name !== "phone"}
                defaultValue={values[field.name]}
                className={profileInputClass}
              />
            )}
          </ProfileField>
        );
      })}
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={submitting}
          className={`rounded-full px-6 py-3 font-bold disabled:opacity-70 ${buttonStyles.primary}`}
        >
          {t("account.profile.save")}
        </button>
        <p role="status" className="font-semibold text-gold-300">
          {status}
        </p>
      </div>
    </Form>
  );
}
