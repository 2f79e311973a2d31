// The account rows' writes that are ours rather than the sign-in library's.
import { eq } from "drizzle-orm";
import type { Language } from "#domain/language.ts";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";

/** What a sign-in teaches us: the language the account's e-mails follow, and its name. */
export async function rememberSignIn(
  db: Db,
  userId: string,
  seen: { language: Language; name: string },
): Promise<void> {
  await db.update(users).set(seen).where(eq(users.id, userId));
}
