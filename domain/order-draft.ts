// The order form as typed so far: its shape, how a posted form becomes one, and what its buttons
// do to it. Free of zod, so the landing page's first script stays small; validation is next door.
import { blankDraft, draftTextFields, FILM_DETAILS, type ChildDraft } from "./child-details.ts";
import type { Language } from "./language.ts";
import { MAX_PHOTOS_PER_FILM } from "./shop.ts";
import type { PhotoErrorKey } from "./photo-rules.ts";
import { MAX_FILMS_PER_ORDER } from "./order-fields.ts";

/** One film's child as typed; `photos` holds the tokens of uploaded photos, in the order the parent chose. */
export type FilmDraft = ChildDraft;

export interface OrderDraft {
  films: FilmDraft[];
  buyerName: string;
  buyerEmail: string;
  confirmsAdult: boolean;
  acceptsTerms: boolean;
}

/** Field path ("films.0.childName", "buyerEmail", "films.0.photos", "form") → translation key. */
export type FieldErrors = Partial<Record<string, string>>;

export type FormIntent =
  | { kind: "submit" }
  | { kind: "add-film" }
  | { kind: "remove-film"; index: number }
  | { kind: "remove-photo"; index: number; token: string };

export interface RejectedPhoto {
  filmIndex: number;
  fileName: string;
  error: PhotoErrorKey;
}

export interface OrderFormState {
  /** The idempotency key: every submission of one form carries the same one. */
  draftKey: string;
  draft: OrderDraft;
  errors: FieldErrors;
  rejectedPhotos: RejectedPhoto[];
  /** "review": the server asks the buyer to check the form and press the button again. */
  notice?: "review";
}

type FilmTextField = Exclude<keyof FilmDraft, "photos">;

const FILM_TEXT_FIELDS: readonly FilmTextField[] = draftTextFields(FILM_DETAILS);

export function emptyFilm(language: Language): FilmDraft {
  return { ...blankDraft(FILM_DETAILS), language };
}

export function emptyDraft(language: Language): OrderDraft {
  return {
    films: [emptyFilm(language)],
    buyerName: "",
    buyerEmail: "",
    confirmsAdult: false,
    acceptsTerms: false,
  };
}

/** A film index as the form writes it: a plain small number, nothing a crafted name could sneak in. */
function filmIndex(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d{1,3}$/.test(text)) return undefined;
  const index = Number(text);
  return index < MAX_FILMS_PER_ORDER ? index : undefined;
}

export function parseIntent(value: string | undefined): FormIntent {
  const [kind, index, ...token] = (value ?? "").split(":");
  if (kind === "add-film") return { kind };
  const film = filmIndex(index);
  if (kind === "remove-film" && film !== undefined) return { kind, index: film };
  // A token is ours and has no colon, but one that arrives with colons is still matched whole.
  const photo = token.join(":");
  if (kind === "remove-photo" && film !== undefined && photo) return { kind, index: film, token: photo };
  // A missing intent is a press of Enter in a text field: the form's default action.
  return { kind: "submit" };
}

/** The posted form as a draft, whatever arrived: unknown names and impossible indexes are dropped. */
export function readOrderForm(fields: Iterable<[string, string]>): {
  draftKey: string;
  draft: OrderDraft;
  intent: FormIntent;
} {
  let draftKey = "";
  let intent: string | undefined;
  const draft: OrderDraft = {
    films: [],
    buyerName: "",
    buyerEmail: "",
    confirmsAdult: false,
    acceptsTerms: false,
  };
  const films = new Map<number, FilmDraft>();
  for (const [name, value] of fields) {
    if (name === "draftKey") draftKey = value;
    else if (name === "intent") intent = value;
    else if (name === "buyerName" || name === "buyerEmail") draft[name] = value;
    else if (name === "confirmsAdult" || name === "acceptsTerms") draft[name] = true;
    else if (name.startsWith("films.")) {
      const [, indexText, field, ...rest] = name.split(".");
      const index = filmIndex(indexText);
      if (index === undefined || rest.length > 0 || field === undefined) continue;
      const film = films.get(index) ?? { ...emptyFilm("en"), language: "" };
      films.set(index, film);
      if (field === "photos") {
        // One more than allowed still reaches validation, which then names the limit.
        if (value && !film.photos.includes(value) && film.photos.length <= MAX_PHOTOS_PER_FILM) {
          film.photos.push(value);
        }
      } else if ((FILM_TEXT_FIELDS as readonly string[]).includes(field)) {
        film[field as FilmTextField] = value;
      }
    }
  }
  draft.films = [...films.entries()].sort(([a], [b]) => a - b).map(([, film]) => film);
  return { draftKey, draft, intent: parseIntent(intent) };
}

/** A draft as the form posts it, name by name: `readOrderForm` reads it back as it was. */
export function draftFields(draftKey: string, draft: OrderDraft): [string, string][] {
  const fields: [string, string][] = [["draftKey", draftKey]];
  draft.films.forEach((film, index) => {
    for (const [field, value] of Object.entries(film)) {
      const name = `films.${index}.${field}`;
      if (Array.isArray(value)) for (const token of value) fields.push([name, String(token)]);
      else fields.push([name, String(value)]);
    }
  });
  fields.push(["buyerName", draft.buyerName], ["buyerEmail", draft.buyerEmail]);
  if (draft.confirmsAdult) fields.push(["confirmsAdult", "on"]);
  if (draft.acceptsTerms) fields.push(["acceptsTerms", "on"]);
  return fields;
}

/** What a button other than "Continue to payment" does; an order always keeps at least one film. */
export function applyIntent(draft: OrderDraft, intent: FormIntent, language: Language): OrderDraft {
  const films = draft.films.length > 0 ? draft.films : [emptyFilm(language)];
  switch (intent.kind) {
    case "submit":
      return { ...draft, films };
    case "add-film":
      return films.length < MAX_FILMS_PER_ORDER
        ? { ...draft, films: [...films, emptyFilm(language)] }
        : { ...draft, films };
    case "remove-film":
      return films.length > 1 && intent.index < films.length
        ? { ...draft, films: films.filter((_, index) => index !== intent.index) }
        : { ...draft, films };
    case "remove-photo":
      return {
        ...draft,
        films: films.map((film, index) =>
          index === intent.index
            ? { ...film, photos: film.photos.filter((token) => token !== intent.token) }
            : film,
        ),
      };
  }
}

const DRAFT_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A form's key as the browser or the server makes it (a UUID); anything else is treated as none. */
export function isDraftKey(value: string): boolean {
  return DRAFT_KEY_PATTERN.test(value);
}
