// The order form filled in advance for a signed-in customer: `/order?child=<id>` fills a film from a
// saved child profile, `/order?again=<reference>` one film per child of an earlier order. Only the
// account's own profile or order fills anything; otherwise the form starts empty, as for anyone.
import type { RouterContextProvider } from "react-router";
import type { Language } from "../../../domain/language.ts";
import { emptyDraft, emptyFilm, type FilmDraft, type OrderFormState } from "../../../domain/order-draft.ts";
import { MAX_FILMS_PER_ORDER } from "../../../domain/order-fields.ts";
import { currentAge } from "../../../domain/profile.ts";
import { findChildProfile, findOwnedOrderChildren } from "../../../server/accounts/profile.repository.ts";
import type { Db } from "../../../server/db/client.ts";
import { services } from "../../services-context.ts";
import { accountUser, type AccountUser } from "../account/session.server.ts";

interface ChildDetails {
  childName: string;
  age: number;
  eyeColour: string;
  eyeColourOther: string | null;
  hairColour: string;
  hairColourOther: string | null;
}

function filmOf(child: ChildDetails, language: string): FilmDraft {
  return {
    ...emptyFilm("en"),
    childName: child.childName,
    age: String(child.age),
    eyeColour: child.eyeColour,
    eyeColourOther: child.eyeColourOther ?? "",
    hairColour: child.hairColour,
    hairColourOther: child.hairColourOther ?? "",
    language,
  };
}

/** The films a link asks for, from the account's own data only. */
export async function prefilledFilms(
  db: Db,
  user: Pick<AccountUser, "id" | "email">,
  query: URLSearchParams,
  language: Language,
  year = new Date().getFullYear(),
): Promise<FilmDraft[]> {
  const child = query.get("child");
  if (child) {
    const profile = await findChildProfile(db, user.id, child);
    if (!profile) return [];
    return [filmOf({ ...profile, age: currentAge(profile.age, profile.ageYear, year) }, language)];
  }
  const again = query.get("again");
  if (again) {
    const children = await findOwnedOrderChildren(db, user.email, again.trim().toUpperCase());
    return children.slice(0, MAX_FILMS_PER_ORDER).map((film) => {
      const age = currentAge(film.age, film.orderedAt.getUTCFullYear(), year);
      return filmOf({ ...film, age }, film.language);
    });
  }
  return [];
}

/**
 * The form's first state when the link asks for a prefill and the films are the customer's;
 * undefined leaves the page's usual empty form. The buyer's name and address come from the account.
 */
export async function orderPrefill(
  context: Readonly<RouterContextProvider>,
  request: Request,
  url: URL,
  language: Language,
  draftKey: string,
): Promise<OrderFormState | undefined> {
  if (!url.searchParams.has("child") && !url.searchParams.has("again")) return undefined;
  const user = await accountUser(context, request);
  if (!user) return undefined;
  const films = await prefilledFilms(services(context).db, user, url.searchParams, language);
  if (films.length === 0) return undefined;
  const draft = { ...emptyDraft(language), films, buyerName: user.name, buyerEmail: user.email };
  return { draftKey, draft, errors: {}, rejectedPhotos: [] };
}
