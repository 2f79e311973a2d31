// The Profile tab on the server: the saved children as the tab shows them, and the tab's intents
// read from the form and answered in the page's words (export is /account/data).
import { redirect } from "react-router";
import { childDraft, readDraft } from "#domain/child-details.ts";
import { CHILD_PROFILE_DETAILS, currentAge } from "#domain/profile-schema.ts";
import { deleteChild, saveChild, savedChildren } from "#server/accounts/edit-child-profiles.ts";
import { eraseAccount } from "#server/accounts/erase-account.ts";
import { saveProfile } from "#server/accounts/save-profile.ts";
import type { Services } from "#server/services.ts";
import { requester, withCookies, type AccountUser } from "../../shared/session.server.ts";
import type { ProfileActionResult, ProfileData } from "./profile-view.ts";

type Shop = Pick<Services, "db" | "auth" | "storage">;

export async function loadProfile(shop: Pick<Services, "db">, user: AccountUser): Promise<ProfileData> {
  const year = new Date().getFullYear();
  const rows = await savedChildren(shop, user);
  return {
    childProfiles: rows.map((row) => ({
      ...childDraft(row, CHILD_PROFILE_DETAILS),
      id: row.id,
      age: currentAge(row.age, row.ageYear, year),
    })),
  };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").slice(0, 1000);

export async function profileAction(
  shop: Shop,
  user: AccountUser,
  form: FormData,
  request: Request,
): Promise<ProfileActionResult | Response> {
  const intent = text(form, "intent");
  switch (intent) {
    case "profile.save": {
      const values = {
        fullName: text(form, "fullName"),
        email: text(form, "email"),
        phone: text(form, "phone"),
      };
      const saved = await saveProfile(shop, user, values, requester(request));
      if (saved.outcome === "saved") return { intent, ...saved };
      return { intent, outcome: "invalid", values, errors: saved.errors };
    }
    case "account.delete": {
      const typed = text(form, "confirmEmail");
      const erased = await eraseAccount(
        shop,
        user,
        form.has("confirmEmail") ? typed : undefined,
        request.headers,
      );
      if (erased.outcome === "confirm") {
        return { intent, outcome: "confirm", typed, error: erased.error, onTheirWay: erased.onTheirWay };
      }
      return withCookies(redirect("/account?logged-out&account-deleted", { status: 303 }), erased.headers);
    }
    case "child.save": {
      const id = text(form, "id");
      const values = readDraft(CHILD_PROFILE_DETAILS, (field) => text(form, field));
      const saved = await saveChild(shop, user, id, values);
      if (saved.outcome === "invalid")
        return { intent, outcome: "invalid", id, values, errors: saved.errors };
      return { intent, ...saved };
    }
    case "child.delete": {
      const id = text(form, "id");
      const deleted = await deleteChild(shop, user, id, form.get("confirm") === "yes");
      if (deleted.outcome === "confirm")
        return { intent, outcome: "confirm", id, childName: deleted.childName };
      return { intent, ...deleted };
    }
    default:
      return { intent: "unknown", outcome: "not_found" };
  }
}
