// Who is signed in, for loaders and actions: the session cookie checked against the database on
// every request (no cookie cache), and the same-origin check every account action makes.
import { data, redirect, type RouterContextProvider } from "react-router";
import { isLanguage, type Language } from "#domain/language.ts";
import type { Requester } from "#server/auth/sign-in.ts";
import { CLIENT_IP_HEADER } from "#server/request-headers.ts";
import { services } from "../services-context.ts";

export interface AccountUser {
  id: string;
  /** Lower case; every order placed with it belongs to the account. */
  email: string;
  name: string;
  phone: string | null;
  language: Language;
}

type Context = Readonly<RouterContextProvider>;

export interface AccountSession {
  user: AccountUser;
  /** The address this session's sign-in link was sent to; null for a session begun otherwise. */
  signedInEmail: string | null;
}

export async function accountSession(
  context: Context,
  request: Request,
): Promise<AccountSession | undefined> {
  const session = await services(context).auth.api.getSession({ headers: request.headers });
  if (!session) return undefined;
  const { id, email, name, phone, language } = session.user;
  return {
    user: {
      id,
      email: email.toLowerCase(),
      name,
      phone: phone ?? null,
      language: isLanguage(language) ? language : "en",
    },
    signedInEmail: session.session.signedInEmail?.toLowerCase() ?? null,
  };
}

export async function accountUser(context: Context, request: Request): Promise<AccountUser | undefined> {
  return (await accountSession(context, request))?.user;
}

/** The signed-in customer, or a redirect to sign in that brings them back here afterwards. */
export async function requireAccountUser(context: Context, request: Request): Promise<AccountUser> {
  const user = await accountUser(context, request);
  if (user) return user;
  const url = new URL(request.url);
  const back = request.method === "GET" ? `${url.pathname}${url.search}` : "/account";
  throw redirect(`/account?next=${encodeURIComponent(back)}`, { status: 303 });
}

/**
 * Refuses a state-changing request made from another site. The cookie is SameSite=Lax and React
 * Router checks Origin on its actions already; this also covers resource routes, and browsers that
 * send Sec-Fetch-Site but no Origin.
 */
export function assertSameOrigin(context: Context, request: Request): void {
  const site = request.headers.get("sec-fetch-site");
  const origin = request.headers.get("origin");
  const ours = new URL(services(context).config.PUBLIC_URL).origin;
  const sameSite = site === null || site === "same-origin" || site === "none";
  const sameOrigin = origin === null || origin === ours || origin === new URL(request.url).origin;
  if (!sameSite || !sameOrigin) throw data("Forbidden", { status: 403 });
}

/** The client's address, as the HTTP layer determined it (it replaces any value the client sent). */
export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}

/** Who sends a request, as the sign-in use-cases need to know them. */
export function requester(request: Request): Requester {
  return { headers: request.headers, ip: clientIp(request) };
}

/** Passes the library's Set-Cookie headers on with our own response. */
export function withCookies(response: Response, headers: Headers): Response {
  for (const cookie of headers.getSetCookie()) response.headers.append("Set-Cookie", cookie);
  return response;
}
