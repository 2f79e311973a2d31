import { describe, expect, it } from "vitest";
import {
  blankDraft,
  childColumns,
  childDraft,
  childField,
  childInput,
  FILM_DETAILS,
  pickColumns,
  readDraft,
  type ChildDetail,
} from "./child-details.ts";
import { CORRECTION_DETAILS, CORRECTION_FIELDS, correctionSchema } from "./customer-order.ts";
import { emptyFilm, fieldPath } from "./order-form-data.ts";
import { filmSchema } from "./order-schema.ts";
import { CHILD_PROFILE_DETAILS, childProfileSchema } from "./profile-schema.ts";

/** One child in every shape; `redrafted` is the draft read back from the columns, when it differs. */
interface Row {
  name: string;
  draft: Record<string, string | string[]>;
  input: Record<string, unknown>;
  parsed?: Record<string, unknown>;
  columns?: Record<string, unknown>;
  redrafted?: Record<string, string | string[]>;
  /** For a child the schema refuses: the form fields its issues name. */
  errors?: string[];
}

const leo = {
  draft: {
    childName: "Leo",
    namePronunciation: "Lay-oh",
    age: "8",
    achievements: "Learnt to swim",
    eyeColour: "blue",
    eyeColourOther: "",
    hairColour: "red",
    hairColourOther: "",
    wishes: "A telescope",
    message: "Keep reading",
    childEmail: "leo@example.com",
    language: "es",
    photos: ["p2", "p1"],
  },
  input: {
    childName: "Leo",
    namePronunciation: "Lay-oh",
    age: "8",
    achievements: "Learnt to swim",
    eyeColour: { choice: "blue", other: "" },
    hairColour: { choice: "red", other: "" },
    wishes: "A telescope",
    message: "Keep reading",
    childEmail: "leo@example.com",
    language: "es",
    photoIds: ["p2", "p1"],
  },
  parsed: {
    childName: "Leo",
    namePronunciation: "Lay-oh",
    age: 8,
    achievements: "Learnt to swim",
    eyeColour: { choice: "blue", other: undefined },
    hairColour: { choice: "red", other: undefined },
    wishes: "A telescope",
    message: "Keep reading",
    childEmail: "leo@example.com",
    language: "es",
    photoIds: ["p2", "p1"],
  },
  columns: {
    childName: "Leo",
    namePronunciation: "Lay-oh",
    age: 8,
    achievements: "Learnt to swim",
    eyeColour: "blue",
    eyeColourOther: null,
    hairColour: "red",
    hairColourOther: null,
    wishes: "A telescope",
    message: "Keep reading",
    childEmail: "leo@example.com",
    language: "es",
  },
};

const ROWS: Row[] = [
  { name: "colours from the lists, every field filled", ...leo },
  {
    name: '"other" colours in words',
    draft: {
      ...leo.draft,
      eyeColour: "other",
      eyeColourOther: "amber",
      hairColour: "other",
      hairColourOther: "auburn",
    },
    input: {
      ...leo.input,
      eyeColour: { choice: "other", other: "amber" },
      hairColour: { choice: "other", other: "auburn" },
    },
    parsed: {
      ...leo.parsed,
      eyeColour: { choice: "other", other: "amber" },
      hairColour: { choice: "other", other: "auburn" },
    },
    columns: {
      ...leo.columns,
      eyeColour: "other",
      eyeColourOther: "amber",
      hairColour: "other",
      hairColourOther: "auburn",
    },
  },
  {
    name: "blank optional fields: null columns, blank fields again",
    draft: {
      ...leo.draft,
      namePronunciation: " ",
      achievements: "",
      wishes: " ",
      message: "",
      childEmail: "",
      photos: [],
    },
    input: {
      ...leo.input,
      namePronunciation: " ",
      achievements: "",
      wishes: " ",
      message: "",
      childEmail: "",
      photoIds: [],
    },
    parsed: {
      ...leo.parsed,
      namePronunciation: undefined,
      achievements: undefined,
      wishes: undefined,
      message: undefined,
      childEmail: undefined,
      photoIds: [],
    },
    columns: {
      ...leo.columns,
      namePronunciation: null,
      achievements: null,
      wishes: null,
      message: null,
      childEmail: null,
    },
    redrafted: {
      ...leo.draft,
      namePronunciation: "",
      achievements: "",
      wishes: "",
      message: "",
      childEmail: "",
      photos: [],
    },
  },
  {
    name: "how the name is said, its spaces tidied as the lexicon tidies them",
    draft: { ...leo.draft, namePronunciation: "  Shiv \t awn " },
    input: { ...leo.input, namePronunciation: "  Shiv \t awn " },
    parsed: { ...leo.parsed, namePronunciation: "Shiv awn" },
    columns: { ...leo.columns, namePronunciation: "Shiv awn" },
    redrafted: { ...leo.draft, namePronunciation: "Shiv awn" },
  },
  {
    name: "no name, and how it is said with what a respelling may not hold",
    draft: { ...leo.draft, childName: "", namePronunciation: "Shiv-awn!" },
    input: { ...leo.input, childName: "", namePronunciation: "Shiv-awn!" },
    errors: ["childName", "namePronunciation"],
  },
  {
    name: "words typed for a colour, then one from the list chosen: the words are not kept",
    draft: { ...leo.draft, eyeColour: "green", eyeColourOther: "amber" },
    input: { ...leo.input, eyeColour: { choice: "green", other: "amber" } },
    parsed: { ...leo.parsed, eyeColour: { choice: "green", other: "amber" } },
    columns: { ...leo.columns, eyeColour: "green" },
    redrafted: { ...leo.draft, eyeColour: "green" },
  },
  {
    name: '"other" chosen without words',
    draft: { ...leo.draft, hairColour: "other" },
    input: { ...leo.input, hairColour: { choice: "other", other: "" } },
    errors: ["hairColourOther"],
  },
  {
    name: "no name, an age that is no number, a colour not on the list, eleven photos",
    draft: { ...leo.draft, childName: " ", age: "six", eyeColour: "purple", photos: "abcdefghijk".split("") },
    input: {
      ...leo.input,
      childName: " ",
      age: "six",
      eyeColour: { choice: "purple", other: "" },
      photoIds: "abcdefghijk".split(""),
    },
    errors: ["childName", "age", "eyeColour", "photos"],
  },
];

/** The detail a field of any shape belongs to: "eyeColourOther" → "eyeColour", "photos" → "photoIds". */
const detailOf = (field: string) => (field === "photos" ? "photoIds" : field.replace(/Other$/, ""));

const only = <T extends Record<string, unknown>>(shape: T, details: readonly ChildDetail[]): Partial<T> =>
  Object.fromEntries(
    Object.entries(shape).filter(([field]) => (details as readonly string[]).includes(detailOf(field))),
  ) as Partial<T>;

const withoutPhotos = (details: readonly ChildDetail[]) => details.filter((detail) => detail !== "photoIds");

const SHAPES = [
  { name: "a film", details: FILM_DETAILS, schema: filmSchema },
  { name: "a correction", details: CORRECTION_DETAILS, schema: correctionSchema },
  { name: "a child profile", details: CHILD_PROFILE_DETAILS, schema: childProfileSchema },
] as const;

describe.each(SHAPES)("the details of $name", ({ details, schema }) => {
  describe.each(ROWS)("$name", (row) => {
    const draft = only(row.draft, details) as never;

    it("draft → schema input", () => {
      expect(childInput(draft, details)).toEqual(only(row.input, details));
    });

    it("schema input → parsed, or the form fields of its issues", () => {
      const result = schema.safeParse(only(row.input, details));
      if (row.parsed) {
        expect(result.error?.issues).toBeUndefined();
        expect(result.data).toEqual(only(row.parsed, details));
      } else {
        const fields = result.error?.issues.map((issue) => childField(issue.path));
        expect(fields).toEqual(
          row.errors?.filter((field) => details.some((detail) => detail === detailOf(field))),
        );
      }
    });

    it("posted form → draft", () => {
      const stored = withoutPhotos(details);
      const posted = only(row.draft, stored) as Record<string, string>;
      expect(readDraft(stored, (field) => posted[field] ?? "missing")).toEqual(posted);
    });
  });
});

// Only the rows the schema accepts reach the database.
const STORED_ROWS = ROWS.filter((row) => row.columns !== undefined);

describe.each(SHAPES)("the stored details of $name", ({ details }) => {
  it.each(STORED_ROWS)("$name: parsed → columns → draft", (row) => {
    const stored = withoutPhotos(details);
    const columns = childColumns(only(row.parsed!, details) as never, details);
    expect(columns).toEqual(only(row.columns!, details));
    expect(pickColumns({ ...columns, id: "row-1", position: 1 }, stored)).toEqual(columns);
    expect(childDraft(columns as never, stored)).toEqual(only(row.redrafted ?? row.draft, stored));
  });
});

describe("childField", () => {
  it.each([
    [["eyeColour", "other"], "eyeColourOther"],
    [["hairColour", "other"], "hairColourOther"],
    [["hairColour", "choice"], "hairColour"],
    [["photoIds"], "photos"],
    [["photoIds", 3], "photos"],
    [["age"], "age"],
    [["toString"], "toString"],
    [[], undefined],
  ] as const)("%j → %s, and inside an order's film too", (path, field) => {
    expect(childField(path)).toBe(field);
    expect(fieldPath(["films", 2, ...path])).toBe(field === undefined ? "form" : `films.2.${field}`);
  });
});

describe("the details' lists", () => {
  it("a blank film draft has every field of the order form", () => {
    expect(blankDraft(FILM_DETAILS)).toEqual({ ...emptyFilm("en"), language: "" });
    expect(Object.keys(emptyFilm("es")).sort()).toEqual(Object.keys(leo.draft).sort());
  });

  it("the correction form's fields are the correction's details", () => {
    expect([...CORRECTION_FIELDS].sort()).toEqual(Object.keys(blankDraft(CORRECTION_DETAILS)).sort());
  });
});
