// The errors of the order form in the order its fields appear, each with the name of its field.
import type { FieldErrors } from "#domain/order-draft.ts";
import type { MessageKey } from "../../i18n/en.ts";
import type { LanguageValue } from "../../i18n/language-provider.tsx";

const FILM_FIELDS: Record<string, MessageKey> = {
  childName: "order.field.childName",
  age: "order.field.age",
  eyeColour: "order.field.eyeColour",
  eyeColourOther: "order.field.eyeColourOther",
  hairColour: "order.field.hairColour",
  hairColourOther: "order.field.hairColourOther",
  achievements: "order.field.achievements",
  wishes: "order.field.wishes",
  message: "order.field.message",
  photos: "order.photos.label",
  childEmail: "order.field.childEmail",
  language: "order.field.language",
};
const FILM_ORDER = Object.keys(FILM_FIELDS);

/** The checkboxes' messages name them already ("Please confirm that you are 18 or older"). */
const BUYER_FIELDS: Record<string, MessageKey | undefined> = {
  buyerName: "order.buyer.name",
  buyerEmail: "order.buyer.email",
  confirmsAdult: undefined,
  acceptsTerms: undefined,
};
const BUYER_ORDER = Object.keys(BUYER_FIELDS);

const FILM_PATH = /^films\.(\d+)\.(\w+)$/;

function rank(path: string): number {
  const film = FILM_PATH.exec(path);
  if (film) return 1 + Number(film[1]) * FILM_ORDER.length + FILM_ORDER.indexOf(film[2] ?? "");
  if (BUYER_ORDER.includes(path)) return 100_000 + BUYER_ORDER.indexOf(path);
  return 0;
}

export function orderedErrors(errors: FieldErrors): [string, string][] {
  return Object.entries(errors)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .sort(([a], [b]) => rank(a) - rank(b));
}

/** "Child 2, Age" for a film's field, "Your name" for the buyer's; undefined when the message says it. */
export function fieldLabel(t: LanguageValue["t"], path: string): string | undefined {
  const film = FILM_PATH.exec(path);
  const key = film ? FILM_FIELDS[film[2] ?? ""] : BUYER_FIELDS[path];
  if (!key) return undefined;
  return film ? `${t("order.film.legend", { number: Number(film[1]) + 1 })}, ${t(key)}` : t(key);
}
