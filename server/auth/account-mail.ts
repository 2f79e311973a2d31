// Account e-mails go through the shop's outbox like every other e-mail.
import type { Db } from "../db/client.ts";
import { enqueueMail } from "../mail/outbox.repository.ts";
import type { AccountMail } from "./auth.ts";

export function accountMailQueue(db: Db, wakeMailer: () => void) {
  return async (mail: AccountMail): Promise<void> => {
    await enqueueMail(db, [{ ...mail, payload: { ...mail.payload } }]);
    wakeMailer();
  };
}
