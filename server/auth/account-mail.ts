// Account e-mails go through the shop's outbox like every other e-mail.
import type { Db } from "../db/client.ts";
import { outbox } from "../db/schema.ts";
import type { AccountMail } from "./auth.ts";

export function accountMailQueue(db: Db, wakeMailer: () => void) {
  return async (mail: AccountMail): Promise<void> => {
    await db
      .insert(outbox)
      .values({ ...mail, payload: { ...mail.payload } })
      .onConflictDoNothing({ target: outbox.dedupeKey });
    wakeMailer();
  };
}
