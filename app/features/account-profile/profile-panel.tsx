// Profile: Logout, the profile form, the saved child profiles and the data rights, as the spec
// draws them; "Delete my account" takes the whole tab for its second step.
import { useLanguage } from "../../i18n/language-provider.tsx";
import { ChildProfiles } from "./child-profiles.tsx";
import { LogoutForm } from "./logout-form.tsx";
import { DataRights, DeleteAccountConfirm } from "./profile-data-rights.tsx";
import { ProfileForm } from "./profile-form.tsx";
import type { ProfileActionResult, ProfileData } from "./profile-view.ts";
import type { AccountUser } from "../../shared/session.server.ts";

export function ProfilePanel({
  user,
  profile,
  result,
}: {
  user: AccountUser;
  profile: ProfileData;
  result: ProfileActionResult | undefined;
}) {
  const { t } = useLanguage();
  if (result?.intent === "account.delete") {
    return (
      <DeleteAccountConfirm
        user={user}
        typed={result.typed}
        error={result.error}
        onTheirWay={result.onTheirWay}
      />
    );
  }
  return (
    <div className="space-y-8">
      <section
        aria-labelledby="profile-title"
        className="rounded-2xl bg-night-900 p-6 ring-1 ring-white/10 sm:p-8"
      >
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="profile-title" className="text-2xl font-extrabold">
            {t("account.profile.title")}
          </h2>
          <LogoutForm />
        </div>
        <ProfileForm user={user} result={result} />
      </section>
      <ChildProfiles profiles={profile.childProfiles} result={result} />
      <DataRights />
    </div>
  );
}
