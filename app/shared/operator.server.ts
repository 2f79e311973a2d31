// Who may open the console: a signed-in account whose address is in OPERATOR_EMAILS, checked on
// every request. Anybody else meets the shop's 404, on pages, data requests, files and actions
// alike, so the console does not reveal that it exists.
import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { OperatorActor } from "#domain/order-events.ts";
import { isOperator } from "#server/auth/operators.ts";
import { logger } from "#server/logger.ts";
import { services } from "../services-context.ts";
import { accountSession, type AccountUser } from "./session.server.ts";

export type Operator = AccountUser;

const operatorContext = createContext<Operator | null>(null);

type Context = Readonly<RouterContextProvider>;

/**
 * The signed-in operator, or undefined for a customer or a signed-out visitor. The session must
 * have begun with a sign-in link sent to the operator's address: an account that got the address
 * by a change of address never proved it holds that mailbox's trust (decision 041).
 */
async function findOperator(context: Context, request: Request): Promise<Operator | undefined> {
  const session = await accountSession(context, request);
  if (!session) return undefined;
  const { user, signedInEmail } = session;
  return isOperator({ email: user.email, signedInEmail }, services(context).config.OPERATOR_EMAILS)
    ? user
    : undefined;
}

/** The answer to anybody who is not an operator, the same as for a path that does not exist. */
export function consoleNotFound(request: Request): never {
  logger.warn(
    { path: new URL(request.url).pathname, requestId: request.headers.get("x-request-id") },
    "page not found",
  );
  throw data(null, { status: 404 });
}

/**
 * The console branch's middleware: it runs before every console loader and action, for pages and
 * for their data requests, and leaves the operator (or nobody) in the context for them. A page
 * asked for by anybody else is refused by its loader, so the shop's own loaders still run and the
 * refusal is the shop's 404 page, header, footer and title included; anything else they send (a
 * form, an upload) is refused here, before any action or body is read.
 */
export const operatorMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const operator = await findOperator(context, request);
  if (!operator && request.method !== "GET" && request.method !== "HEAD") consoleNotFound(request);
  context.set(operatorContext, operator ?? null);
  return next();
};

/**
 * Whether the console's middleware admitted an operator for this request: read from the context
 * (the root's loader asks, to give the page the console's messages), never a second session lookup.
 * False outside the console, where that middleware does not run.
 */
export function admittedOperator(context: Context): boolean {
  return context.get(operatorContext) !== null;
}

/**
 * The operator the console's middleware admitted, or the 404. Every console loader and action
 * calls it first (the authorization test walks the route table to hold each one to it).
 */
export function requireOperator(context: Context, request: Request): Operator {
  return context.get(operatorContext) ?? consoleNotFound(request);
}

/** How an operator is named in an order's history. */
export function operatorActor(operator: Operator): OperatorActor {
  return { operator: operator.email };
}
