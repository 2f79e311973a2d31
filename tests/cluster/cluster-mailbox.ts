// What the cluster test reads of the SMTP server's mailbox: who each message went to, and the
// sign-in links and the films' links in it.
import type { ParsedMail } from "mailparser";

const SIGN_IN_LINK = /https?:\/\/\S+\/account\/sign-in\?\S+/;
/** A film's private link in a delivery e-mail (128 random bits, base64url). */
const FILM_LINK = /\/films\/([\w-]{22})/g;

export function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((address) => address.address?.toLowerCase() ?? ""));
}

export function mailsTo(received: ParsedMail[], email: string): ParsedMail[] {
  return received.filter((mail) => recipients(mail).includes(email.toLowerCase()));
}

export function signInLink(mail: ParsedMail): string | undefined {
  return SIGN_IN_LINK.exec(mail.text ?? "")?.[0];
}

/** The films' tokens a delivery e-mail links to; none in any other e-mail. */
export function filmTokens(mail: ParsedMail): string[] {
  return [...new Set([...(mail.text ?? "").matchAll(FILM_LINK)].map((match) => match[1] ?? ""))];
}
