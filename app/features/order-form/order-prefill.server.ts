// The order page's first form for a signed-in customer whose link asks for a prefill
// (`?child=<id>` or `?again=<reference>`); the buyer's name and address come from the account.
import type { RouterContextProvider } from "react-router";
import type { Language } from "#domain/language.ts";
import { emptyDraft, type OrderFormState } from "#domain/order-draft.ts";
import { prefilledFilms, type PrefillRequest } from "#server/orders/order-prefill.ts";
import { services } from "../../services-context.ts";
import { accountUser } from "../../shared/session.server.ts";

function asked(query: URLSearchParams): PrefillRequest | undefined {
  const child = query.get("child");
  if (child) return { child };
  const again = query.get("again");
  return again ? { again } : undefined;
}

/** Undefined leaves the page's usual empty form: no prefill asked, nobody signed in, nothing theirs. */
export async function orderPrefill(
  context: Readonly<RouterContextProvider>,
  request: Request,
  url: URL,
  language: Language,
  draftKey: string,
): Promise<OrderFormState | undefined> {
  const wanted = asked(url.searchParams);
  if (!wanted) return undefined;
  const user = await accountUser(context, request);
  if (!user) return undefined;
  const films = await prefilledFilms(services(context), user, wanted, language);
  if (films.length === 0) return undefined;
  const draft = { ...emptyDraft(language), films, buyerName: user.name, buyerEmail: user.email };
  return { draftKey, draft, errors: {}, rejectedPhotos: [] };
}
