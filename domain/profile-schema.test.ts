import { describe, expect, it } from "vitest";
import { AGE_RANGE } from "./order-schema.ts";
import { childProfileSchema, currentAge, normalisePhone, profileSchema } from "./profile-schema.ts";

const errorsOf = (input: unknown) => {
  const result = profileSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("phone numbers", () => {
  it("are stored in international format without spaces or punctuation", () => {
    expect(normalisePhone("+1 305 555 0142")).toBe("+13055550142");
    expect(normalisePhone(" +1 (305) 555-0142 ")).toBe("+13055550142");
    expect(normalisePhone("+34 612.345.678")).toBe("+34612345678");
    expect(normalisePhone("0034 612 345 678")).toBe("+34612345678");
  });

  it("need the country code: a local number, letters or too many digits are refused", () => {
    expect(normalisePhone("305 555 0142")).toBeUndefined();
    expect(normalisePhone("+0 305 555 0142")).toBeUndefined();
    expect(normalisePhone("+1 305 CALL SANTA")).toBeUndefined();
    expect(normalisePhone("+1234567890123456")).toBeUndefined();
    expect(normalisePhone("+12345")).toBeUndefined();
  });
});

describe("the profile form", () => {
  it("trims the name, lower-cases the e-mail and normalises the phone", () => {
    expect(
      profileSchema.parse({
        fullName: "  Ada Parent ",
        email: " Ada@Example.COM ",
        phone: "+1 305 555 0142",
      }),
    ).toEqual({ fullName: "Ada Parent", email: "ada@example.com", phone: "+13055550142" });
  });

  it("keeps no phone when the field is left empty", () => {
    expect(profileSchema.parse({ fullName: "Ada", email: "ada@example.com", phone: "  " }).phone).toBeNull();
    expect(profileSchema.parse({ fullName: "Ada", email: "ada@example.com" }).phone).toBeNull();
  });

  it("names each wrong field with its message key", () => {
    expect(errorsOf({ fullName: " ", email: "not-an-address", phone: "555 0142" })).toEqual({
      fullName: "account.profile.error.name",
      email: "account.profile.error.email",
      phone: "account.profile.error.phone",
    });
    expect(errorsOf({ fullName: "x".repeat(101), email: "ada@example.com" })).toEqual({
      fullName: "account.profile.error.name",
    });
  });
});

describe("a saved child profile", () => {
  it("has the order form's limits for the child's details", () => {
    const valid = {
      childName: "Mia",
      age: "6",
      eyeColour: { choice: "blue" },
      hairColour: { choice: "red" },
    };
    expect(childProfileSchema.parse(valid)).toMatchObject({ childName: "Mia", age: 6 });
    const wrong = childProfileSchema.safeParse({
      childName: "",
      age: AGE_RANGE.max + 1,
      eyeColour: { choice: "other" },
      hairColour: { choice: "purple" },
    });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["childName", "order.error.required"],
      ["age", "order.error.age"],
      ["eyeColour.other", "order.error.required"],
      ["hairColour.choice", "order.error.choice"],
    ]);
  });
});

describe("a child's current age", () => {
  it("grows by one each calendar year after the year it was given", () => {
    expect(currentAge(6, 2025, 2025)).toBe(6);
    expect(currentAge(6, 2025, 2027)).toBe(8);
  });

  it("never goes past the order form's maximum, nor back in time", () => {
    expect(currentAge(AGE_RANGE.max - 1, 2020, 2030)).toBe(AGE_RANGE.max);
    expect(currentAge(6, 2026, 2025)).toBe(6);
  });
});
