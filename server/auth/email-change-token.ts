// What an e-mail-change link's token says: the account, its address when it asked, and the new
// address. Read without checking the signature, so it is trusted for nothing but naming things
// and recording a pending change; better-auth's `verifyEmail` checks it before anything changes.
export interface EmailChange {
  userId: string;
  from: string;
  to: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The change a token names, or undefined for anything else (a sign-in or verification token). */
export function emailChangeOf(token: string): EmailChange | undefined {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
    if (!payload || typeof payload !== "object") return undefined;
    const { email, updateTo, userId } = payload as { email?: unknown; updateTo?: unknown; userId?: unknown };
    return typeof email === "string" &&
      typeof updateTo === "string" &&
      typeof userId === "string" &&
      UUID.test(userId)
      ? { userId, from: email.toLowerCase(), to: updateTo.toLowerCase() }
      : undefined;
  } catch {
    return undefined;
  }
}
