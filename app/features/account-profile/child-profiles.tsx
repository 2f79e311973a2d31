// Saved Child Profiles: one card a child, made from the account's paid orders; the spec's empty text.
import type { MessageKey } from "../../i18n/en.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { ChildProfileCard } from "./child-profile-card.tsx";
import type { ChildProfileView, ProfileActionResult } from "./profile-view.ts";

/** What the last child action says to the customer, if anything. */
function childNotice(result: ProfileActionResult | undefined): { key: MessageKey; name: string } | undefined {
  if (!result || (result.intent !== "child.save" && result.intent !== "child.delete")) return undefined;
  if (result.outcome === "not_found") return { key: "account.children.notFound", name: "" };
  if (result.outcome === "saved") return { key: "account.children.saved", name: result.childName };
  if (result.outcome === "deleted") return { key: "account.children.deleted", name: result.childName };
  return undefined;
}

export function ChildProfiles({
  profiles,
  result,
}: {
  profiles: ChildProfileView[];
  result: ProfileActionResult | undefined;
}) {
  const { t } = useLanguage();
  const notice = childNotice(result);
  const failedSave = result?.intent === "child.save" && result.outcome === "invalid" ? result : undefined;
  const confirming =
    result?.intent === "child.delete" && result.outcome === "confirm" ? result.id : undefined;
  return (
    <section
      aria-labelledby="children-title"
      className="rounded-2xl bg-night-900 p-6 ring-1 ring-white/10 sm:p-8"
    >
      <h2 id="children-title" className="text-2xl font-extrabold">
        {t("account.children.title")}
      </h2>
      <p
        role={notice?.key === "account.children.notFound" ? "alert" : "status"}
        className="mt-2 font-semibold text-gold-300 empty:hidden"
      >
        {notice ? t(notice.key, { name: notice.name }) : ""}
      </p>
      {profiles.length === 0 ? (
        <p className="mt-3 text-snow-200">{t("account.children.empty")}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {profiles.map((profile) => (
            <li key={profile.id}>
              <ChildProfileCard
                profile={profile}
                edit={failedSave?.id === profile.id ? failedSave : undefined}
                confirmDelete={confirming === profile.id}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
