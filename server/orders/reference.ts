// The short order reference a buyer reads aloud (SF-7K3Q9): random, and free of look-alike characters.
import { randomBytes } from "node:crypto";

/** No 0/O or 1/I: a reference copied by hand or spoken on the phone comes back right. */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const REFERENCE_LENGTH = 5;
export const REFERENCE_PATTERN = new RegExp(`^SF-[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

// 32 letters: five bits of each random byte pick one with no bias.
const MASK = REFERENCE_ALPHABET.length - 1;

export function newOrderReference(random: (size: number) => Uint8Array = randomBytes): string {
  const letters = Array.from(random(REFERENCE_LENGTH), (byte) => REFERENCE_ALPHABET[byte & MASK]);
  return `SF-${letters.join("")}`;
}

/** Reads a reference as typed by a person: any case, spaces around, the prefix optional. */
export function normalizeOrderReference(typed: string): string | undefined {
  const core = typed.trim().toUpperCase().replace(/^SF-?/, "");
  const reference = `SF-${core}`;
  return REFERENCE_PATTERN.test(reference) ? reference : undefined;
}
