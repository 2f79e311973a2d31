// The console's operator in the cluster test, talking to one chosen web process: signs in as anyone
// does (the sign-in form's POST, the link from the e-mail a worker sent, the link page's button), and
// saves a recording of a name with the name library's form, the take uploaded as a file.
import { readFileSync } from "node:fs";
import type { ParsedMail } from "mailparser";
import { RECORDING_FIELDS } from "#app/features/console/names/name-library-view.ts";
import { mailsTo, signInLink } from "./cluster-mailbox.ts";
import { waitFor } from "./wait-for.ts";

const MAIL_TIMEOUT_MS = 60_000;

/** The Cookie header for the Set-Cookie headers of a response. */
function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * Signs `email` in on the web process at `origin` and answers the session's Cookie header. Forms
 * carry the origin of the page they were posted from, as a browser sends it: here the process's own.
 */
export async function signInOn(origin: string, email: string, mailbox: ParsedMail[]): Promise<string> {
  const headers = { origin };
  const asked = await fetch(`${origin}/account`, {
    method: "POST",
    body: new URLSearchParams({ intent: "sign-in", email, next: "/console" }),
    headers,
  });
  if (asked.status !== 200) {
    throw new Error(
      `asking for a sign-in link answered ${asked.status}: ${(await asked.text()).slice(0, 500)}`,
    );
  }
  const link = new URL(
    await waitFor(
      `the sign-in e-mail to ${email}`,
      () => mailsTo(mailbox, email).map(signInLink).find(Boolean),
      MAIL_TIMEOUT_MS,
    ),
  );
  const confirmed = await fetch(`${origin}${link.pathname}${link.search}`, {
    method: "POST",
    body: new URLSearchParams({ token: link.searchParams.get("token") ?? "", next: "/console" }),
    headers,
    redirect: "manual",
  });
  if (confirmed.status !== 303) throw new Error(`the sign-in link's button answered ${confirmed.status}`);
  return cookieHeader(confirmed);
}

/** Saves `wavFile` as the English recording of `name`, on the web process at `origin`: the status. */
export async function saveNameRecording(
  origin: string,
  cookie: string,
  name: string,
  wavFile: string,
): Promise<number> {
  const form = new FormData();
  form.set(RECORDING_FIELDS.intent, "save");
  form.set(RECORDING_FIELDS.language, "en");
  form.set(RECORDING_FIELDS.spelling, name);
  form.set(RECORDING_FIELDS.audio, new Blob([readFileSync(wavFile)], { type: "audio/wav" }), "name.wav");
  const response = await fetch(`${origin}/console/names`, {
    method: "POST",
    body: form,
    headers: { cookie, origin },
  });
  await response.arrayBuffer();
  return response.status;
}

/** The console page `path` on the web process at `origin` with `cookie`: its status and HTML. */
export async function consolePage(
  origin: string,
  path: string,
  cookie: string | undefined,
): Promise<{ status: number; html: string }> {
  const response = await fetch(`${origin}${path}`, { headers: cookie ? { cookie } : {} });
  return { status: response.status, html: await response.text() };
}
