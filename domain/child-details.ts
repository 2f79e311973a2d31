// A child's details in each of their shapes: the form as typed (the draft), what the schemas parse
// (the input), the films and child_profiles columns, and the form field a schema issue belongs to.
// One list of fields drives every mapping. Free of zod at run time: order-draft.ts, in the landing
// page's first script, builds its film from it.
import type { Film, FilmInput } from "./order-schema.ts";

/**
 * How a detail travels: text as typed; an age typed as text and stored as a number; optional text
 * (blank or missing is a null column); a colour (a choice, and words when the choice is "other",
 * in a second field and a second column); photos (tokens in the form, their own rows in the database).
 */
type DetailKind = "text" | "age" | "optional" | "colour" | "photos";

/** Every detail of a film, in the form's order: the one list a new field is added to. */
const DETAIL_KINDS = {
  childName: "text",
  /** How the name is said, as it sounds; blank when it is said as written (decision 071). */
  namePronunciation: "optional",
  age: "age",
  achievements: "optional",
  eyeColour: "colour",
  hairColour: "colour",
  wishes: "optional",
  message: "optional",
  childEmail: "optional",
  language: "text",
  /** Tokens of photos already uploaded for this film, in the order the parent chose. */
  photoIds: "photos",
} as const satisfies Record<keyof FilmInput, DetailKind>;

export type ChildDetail = keyof typeof DETAIL_KINDS;
type KindOf<D extends ChildDetail> = (typeof DETAIL_KINDS)[D];
type ColourDetail = { [D in ChildDetail]: KindOf<D> extends "colour" ? D : never }[ChildDetail];
/** The details that have columns of their own. */
export type StoredDetail = { [D in ChildDetail]: KindOf<D> extends "photos" ? never : D }[ChildDetail];

export const FILM_DETAILS = Object.keys(DETAIL_KINDS) as ChildDetail[];

/** The details a schema parses (filmSchema, or one picked from it): `detailsOf(correctionSchema)`. */
export function detailsOf<D extends ChildDetail>(schema: { shape: Record<D, unknown> }): D[] {
  return Object.keys(schema.shape) as D[];
}

/** The form's field names: "eyeColour" is also "eyeColourOther"; "photoIds" is "photos". */
export type DraftField<D extends ChildDetail> = D extends ColourDetail
  ? D | `${D}Other`
  : D extends "photoIds"
    ? "photos"
    : D;

/** The form as typed: every field a string, the photos a list of tokens. */
export type ChildDraft<D extends ChildDetail = ChildDetail> = {
  [F in DraftField<D>]: F extends "photos" ? string[] : string;
};

/** What the schemas parse from a draft: a colour as its choice and words. */
export type ChildInput<D extends ChildDetail = ChildDetail> = {
  [K in D]: KindOf<K> extends "colour"
    ? { choice: string; other: string }
    : KindOf<K> extends "photos"
      ? string[]
      : string;
};

export type ColumnName<D extends ChildDetail> = D extends ColourDetail
  ? D | `${D}Other`
  : D extends StoredDetail
    ? D
    : never;

type ColumnValue<F> = F extends `${ColourDetail}Other`
  ? string | null
  : F extends ColourDetail
    ? Film[F]["choice"]
    : F extends StoredDetail
      ? KindOf<F> extends "optional"
        ? string | null
        : Film[F]
      : never;

/** A row's columns (films, child_profiles): blanks are null, the words only with an "other" colour. */
export type ChildColumns<D extends ChildDetail = StoredDetail> = { [F in ColumnName<D>]: ColumnValue<F> };

type Loose = Record<string, unknown>;

const isColour = (detail: ChildDetail): detail is ColourDetail => DETAIL_KINDS[detail] === "colour";

const otherOf = (detail: ColourDetail) => `${detail}Other` as const;

function draftFields<D extends ChildDetail>(details: readonly D[]): DraftField<D>[] {
  return details.flatMap<string>((detail) => {
    if (isColour(detail)) return [detail, otherOf(detail)];
    return [DETAIL_KINDS[detail] === "photos" ? "photos" : detail];
  }) as DraftField<D>[];
}

function columnNames<D extends ChildDetail>(details: readonly D[]): ColumnName<D>[] {
  return details.flatMap<string>((detail) => {
    if (isColour(detail)) return [detail, otherOf(detail)];
    return DETAIL_KINDS[detail] === "photos" ? [] : [detail];
  }) as ColumnName<D>[];
}

/** The text fields of a draft, in the form's order (the photos are a list). */
export function draftTextFields<D extends ChildDetail>(
  details: readonly D[],
): Exclude<DraftField<D>, "photos">[] {
  return draftFields(details).filter((field) => field !== "photos") as Exclude<DraftField<D>, "photos">[];
}

/** A blank draft: every field "", no photos. */
export function blankDraft<D extends ChildDetail>(details: readonly D[]): ChildDraft<D> {
  const fields = draftFields(details).map((field) => [field, field === "photos" ? [] : ""]);
  return Object.fromEntries(fields) as ChildDraft<D>;
}

/** A draft read field by field from a posted form. */
export function readDraft<D extends StoredDetail>(
  details: readonly D[],
  read: (field: DraftField<D>) => string,
): ChildDraft<D> {
  return Object.fromEntries(draftFields(details).map((field) => [field, read(field)])) as ChildDraft<D>;
}

/** Draft → schema input: the colour's choice and words side by side, the photo tokens as photoIds. */
export function childInput<D extends ChildDetail>(
  draft: ChildDraft<D>,
  details: readonly D[],
): ChildInput<D> {
  const typed = draft as Loose;
  const entries = details.map((detail) => {
    if (isColour(detail)) return [detail, { choice: typed[detail], other: typed[otherOf(detail)] }];
    return [detail, typed[DETAIL_KINDS[detail] === "photos" ? "photos" : detail]];
  });
  return Object.fromEntries(entries) as ChildInput<D>;
}

/** Parsed details → columns (photos are rows of their own). Words for a listed colour are not kept. */
export function childColumns<D extends ChildDetail>(
  parsed: Pick<Film, D>,
  details: readonly D[],
): ChildColumns<D> {
  const values = parsed as Loose;
  const entries = details.flatMap((detail) => {
    const value = values[detail];
    if (DETAIL_KINDS[detail] === "photos") return [];
    if (isColour(detail)) {
      const { choice, other } = value as Film[ColourDetail];
      return [
        [detail, choice],
        [otherOf(detail), choice === "other" ? (other ?? null) : null],
      ];
    }
    return [[detail, DETAIL_KINDS[detail] === "optional" ? (value ?? null) : value]];
  });
  return Object.fromEntries(entries) as ChildColumns<D>;
}

/** Columns → draft: the age as text, nulls as blank fields. */
export function childDraft<D extends StoredDetail>(
  row: NoInfer<ChildColumns<D>>,
  details: readonly D[],
): ChildDraft<D> {
  const columns = row as Loose;
  const fields = draftFields(details).map((field) => {
    const value = columns[field];
    return [field, typeof value === "number" ? String(value) : ((value as string | null) ?? "")];
  });
  return Object.fromEntries(fields) as ChildDraft<D>;
}

/**
 * The details' columns of a row, or of a Drizzle table for a select: one row's columns become
 * another's (a film's child as a saved profile) without naming them again.
 */
export function pickColumns<D extends StoredDetail, T extends Record<ColumnName<D>, unknown>>(
  source: T,
  details: readonly D[],
): Pick<T, ColumnName<D>> {
  const entries = columnNames(details).map((name) => [name, source[name]]);
  return Object.fromEntries(entries) as Pick<T, ColumnName<D>>;
}

/**
 * A schema issue's path below the child → the form's field: ["eyeColour", "other"] →
 * "eyeColourOther", ["photoIds", 3] → "photos", ["age"] → "age"; undefined when it names no field.
 */
export function childField(path: readonly PropertyKey[]): string | undefined {
  const [field, part] = path;
  if (typeof field !== "string") return undefined;
  if (!Object.hasOwn(DETAIL_KINDS, field)) return field;
  const detail = field as ChildDetail;
  if (isColour(detail) && part === "other") return otherOf(detail);
  return DETAIL_KINDS[detail] === "photos" ? "photos" : detail;
}
