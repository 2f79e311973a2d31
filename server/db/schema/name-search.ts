// A child's name as the console's search reads it, computed by the database from the stored name, so
// every writer of a name (the order form, a customer's correction, an operator's) keeps it right
// without knowing of it. It follows `normaliseName` (render/normalise-name.ts): lower case, accents
// gone, runs of white space one space, trimmed; "José" and "jose" have one key. PGlite has no
// `unaccent`, so the accents are a `translate` table drawn from Unicode's own decompositions.
import { sql, type SQL } from "drizzle-orm";

// Latin letters with diacritics (Latin-1 Supplement to Latin Extended-B) and their bare letter.
const accented: string[] = [];
const bare: string[] = [];
for (let code = 0xc0; code <= 0x24f; code += 1) {
  const letter = String.fromCodePoint(code);
  const base = letter.normalize("NFD").replace(/\p{M}/gu, "");
  if (base !== letter && /^[A-Za-z]$/.test(base)) {
    accented.push(letter);
    bare.push(base);
  }
}
// Combining marks (a name typed as "e" + U+0301) have no counterpart in `bare`: translate drops them.
for (let code = 0x300; code <= 0x36f; code += 1) accented.push(String.fromCodePoint(code));

/** The search key of a text column of the same row, for a generated column. */
export function nameSearchKey(column: string): SQL {
  const from = sql.raw(`'${accented.join("")}'`);
  const to = sql.raw(`'${bare.join("")}'`);
  const name = sql.raw(`"${column}"`);
  return sql`lower(btrim(regexp_replace(translate(${name}, ${from}, ${to}), '\\s+', ' ', 'g')))`;
}
