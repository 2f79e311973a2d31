// POST /account/logout: ends this session (or all of the account's) on the server and clears the cookie.
import { redirect } from "react-router";
import type { Route } from "./+types/account-logout";
import { services } from "../services-context.ts";
import { accountUser, assertSameOrigin, withCookies } from "../shared/session.server.ts";
import { postedForm } from "../shared/form-body.server.ts";

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(context, request);
  const { auth } = services(context);
  const form = await postedForm(request);
  const target = redirect("/account?logged-out", { status: 303 });
  if (!(await accountUser(context, request))) return target;
  if (form.get("scope") === "everywhere") await auth.api.revokeSessions({ headers: request.headers });
  const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
  return withCookies(target, headers);
}

export function loader() {
  return redirect("/account");
}
