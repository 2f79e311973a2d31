// The order form filled in advance for a signed-in customer: a saved child profile fills one film,
// an earlier order one film per child. Only the account's own profile or order fills anything.
import { childDraft, type ChildColumns } from "#domain/child-details.ts";
import type { Language } from "#domain/language.ts";
import { emptyFilm, type FilmDraft } from "#domain/order-draft.ts";
import { MAX_FILMS_PER_ORDER } from "#domain/order-fields.ts";
import { CHILD_PROFILE_DETAILS, currentAge, type ChildProfileDetails } from "#domain/profile-schema.ts";
import type { Customer } from "../accounts/customer.ts";
import { findChildProfile } from "../accounts/profile.repository.ts";
import type { Db } from "../db/client.ts";
import { findOrder } from "./order-loaders.repository.ts";

/** What a link asks to fill: `/order?child=<profile id>` or `/order?again=<reference>`. */
export type PrefillRequest = { child: string } | { again: string };

/** A link fills in what a saved child profile holds; the rest of the film starts empty. */
function filmOf(child: ChildColumns<keyof ChildProfileDetails>, language: string): FilmDraft {
  return { ...emptyFilm("en"), ...childDraft(child, CHILD_PROFILE_DETAILS), language };
}

/** The films a link asks for, from the account's own data only; none when it is not theirs. */
export async function prefilledFilms(
  deps: { db: Db },
  customer: Customer,
  asked: PrefillRequest,
  language: Language,
  year = new Date().getFullYear(),
): Promise<FilmDraft[]> {
  if ("child" in asked) {
    const profile = await findChildProfile(deps.db, customer.id, asked.child);
    if (!profile) return [];
    return [filmOf({ ...profile, age: currentAge(profile.age, profile.ageYear, year) }, language)];
  }
  const reference = asked.again.trim().toUpperCase();
  const order = await findOrder(deps.db, { reference }, { owner: customer.email });
  if (!order) return [];
  const orderedIn = order.createdAt.getUTCFullYear();
  return order.films.slice(0, MAX_FILMS_PER_ORDER).map((film) => {
    return filmOf({ ...film, age: currentAge(film.age, orderedIn, year) }, film.language);
  });
}
