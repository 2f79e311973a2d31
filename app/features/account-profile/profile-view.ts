// The Profile tab as the browser receives it: the saved children, and the answer to an action.
import type { OrderOnItsWay } from "#domain/account-deletion.ts";
import type { ChildErrors, ChildFields } from "#server/accounts/edit-child-profiles.ts";
import type { ProfileErrors, ProfileFields } from "#server/accounts/save-profile.ts";

export type { ChildErrors, ChildFields, ProfileErrors, ProfileFields };

export type ChildProfileView = Omit<ChildFields, "age"> & {
  id: string;
  /** Today's age: the one given, plus the years since. */
  age: number;
};

export type ProfileData = { childProfiles: ChildProfileView[] };

export type ProfileActionResult =
  | { intent: "profile.save"; outcome: "saved"; emailSentTo: string | null }
  | { intent: "profile.save"; outcome: "invalid"; values: ProfileFields; errors: ProfileErrors }
  /**
   * The second step of "Delete my account"; `error` when the typed address was not the account's.
   * Orders `onTheirWay` (paid, film not delivered yet) hold it back until they have arrived.
   */
  | {
      intent: "account.delete";
      outcome: "confirm";
      typed: string;
      error?: string;
      onTheirWay: OrderOnItsWay[];
    }
  | { intent: "child.save"; outcome: "saved"; childName: string }
  | { intent: "child.save"; outcome: "invalid"; id: string; values: ChildFields; errors: ChildErrors }
  /** The first press of Delete asks again; the second (with confirm) deletes. */
  | { intent: "child.delete"; outcome: "confirm"; id: string; childName: string }
  | { intent: "child.delete"; outcome: "deleted"; childName: string }
  /** Not one of the account's profiles (deleted meanwhile, or never its own). */
  | { intent: "child.save" | "child.delete" | "unknown"; outcome: "not_found" };
