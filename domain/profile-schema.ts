// The Profile tab's rules: what the profile form accepts (phone in international format), what a
// saved child profile holds, and how a child's age grows with the calendar.
import { z } from "./zod.ts";
import { EMAIL_MAX_LENGTH } from "./account.ts";
import { detailsOf } from "./child-details.ts";
import { AGE_RANGE, TEXT_LIMITS, filmSchema, withoutNul } from "./order-schema.ts";

export const PROFILE_ERROR_KEYS = [
  "account.profile.error.name",
  "account.profile.error.email",
  "account.profile.error.phone",
] as const;
export type ProfileErrorKey = (typeof PROFILE_ERROR_KEYS)[number];

/** E.164: a plus, a country code that does not start with 0, and at most 15 digits in all. */
const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * A phone number as typed ("+1 (305) 555-0142", "00 34 612 345 678") in the form we store
 * ("+13055550142"), or undefined when it is not a number in international format.
 */
export function normalisePhone(typed: string): string | undefined {
  const compact = typed.trim().replace(/[\s().-]/g, "");
  const international = compact.startsWith("00") ? `+${compact.slice(2)}` : compact;
  return E164.test(international) ? international : undefined;
}

export const profileSchema = z.object({
  fullName: z
    .string("account.profile.error.name")
    .overwrite(withoutNul)
    .trim()
    .min(1, "account.profile.error.name")
    .max(TEXT_LIMITS.buyerName, "account.profile.error.name"),
  email: z
    .string("account.profile.error.email")
    .trim()
    .toLowerCase()
    .pipe(z.email("account.profile.error.email").max(EMAIL_MAX_LENGTH, "account.profile.error.email")),
  phone: z
    .string()
    .optional()
    .transform((typed, context) => {
      if (!typed?.trim()) return null;
      const phone = normalisePhone(typed);
      if (phone) return phone;
      context.addIssue({ code: "custom", message: "account.profile.error.phone" });
      return z.NEVER;
    }),
});
export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema>;

/**
 * A saved child: what the order form's film holds about the child, with the same limits. Never
 * photos. How the name is said goes with the name (decision 071): a film for the child says it so.
 */
export const childProfileSchema = filmSchema.pick({
  childName: true,
  namePronunciation: true,
  age: true,
  eyeColour: true,
  hairColour: true,
});
/** The details a profile holds, for the mappings of domain/child-details.ts. */
export const CHILD_PROFILE_DETAILS = detailsOf(childProfileSchema);
export type ChildProfileInput = z.input<typeof childProfileSchema>;
export type ChildProfileDetails = z.output<typeof childProfileSchema>;

/** The age given in `ageYear`, one more each calendar year since, never past the order form's maximum. */
export function currentAge(age: number, ageYear: number, year: number): number {
  return Math.min(age + Math.max(0, year - ageYear), AGE_RANGE.max);
}
