// TEST SUPPORT ONLY: a tiny local stand-in for the Stripe endpoints the shop calls (coupons, Checkout
// Sessions and their expiry, refunds), so tests drive the real SDK and read back exactly what it
// sent, and webhook events carry the session as Stripe would. Never used in production.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What a test can assert: one entry per request the SDK sent, idempotent replays included. */
export interface StandInRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  /** The form-encoded body, unfolded as Stripe reads it: `a[b][0]=x` becomes `{ a: { b: ["x"] } }`. */
  body: Record<string, unknown>;
  /** True when Stripe would answer from its idempotency cache instead of creating anything. */
  replayed: boolean;
  /** The object created (or replayed); absent when the request was refused. */
  answer?: Record<string, unknown>;
}

export interface StripeStandIn {
  /** For `stripeClient(key, url)`. */
  url: string;
  requests: StandInRequest[];
  /**
   * What the buyer does on Stripe's page: the session gets a PaymentIntent for `amountCents` (by
   * default the session's total) and is complete. `async`: a bank debit, whose money is still to
   * come (`payment_status` stays "unpaid" until `settleSession`). Throws, as Stripe's page refuses,
   * for a session that is no longer open.
   */
  paySession(sessionId: string, amountCents?: number, options?: { async?: boolean }): string;
  /** The bank debit of an async session succeeded: it is paid. */
  settleSession(sessionId: string): void;
  /** The session as Stripe would send it now (a copy). */
  session(sessionId: string): Record<string, unknown>;
  /** A webhook event's JSON body about the session as it is now, with a fresh event id. */
  sessionEvent(type: string, sessionId: string): string;
  close(): Promise<void>;
}

type Fields = Record<string, unknown>;

/** Unfolds Stripe's bracketed form keys into nested objects, and objects keyed 0..n-1 into arrays. */
export function unfoldForm(encoded: string): Fields {
  const root: Fields = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.split(/\[|\]\[|\]$/).filter((segment) => segment !== "");
    let node = root;
    for (const [index, segment] of path.entries()) {
      if (index === path.length - 1) node[segment] = value;
      else node = (node[segment] ??= {}) as Fields;
    }
  }
  return arraysFromIndexes(root) as Fields;
}

function arraysFromIndexes(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value).map(([key, item]) => [key, arraysFromIndexes(item)] as const);
  const indexed = entries.length > 0 && entries.every(([key], position) => key === String(position));
  return indexed ? entries.map(([, item]) => item) : Object.fromEntries(entries);
}

const randomId = (prefix: string) => `${prefix}${randomBytes(12).toString("hex")}`;

class InvalidRequest extends Error {}

function requireParams(body: Fields, ...names: string[]) {
  for (const name of names)
    if (body[name] === undefined) throw new InvalidRequest(`Missing required param: ${name}.`);
}

function createCoupon(body: Fields): Fields {
  if (body.amount_off !== undefined) requireParams(body, "currency");
  else requireParams(body, "percent_off");
  // Stripe answers with numbers where the form carried text.
  const amountOff = body.amount_off === undefined ? null : Number(body.amount_off);
  return { id: randomId(""), object: "coupon", valid: true, ...body, amount_off: amountOff };
}

interface LineItem {
  quantity?: unknown;
  price_data?: { currency?: unknown; unit_amount?: unknown };
}

/**
 * Stripe's session totals: the lines' unit amounts times quantities, less the coupons' amounts off,
 * in the lines' currency; `payment_intent` stays null until the buyer pays (API 2022-08-01 and later).
 */
function createSession(body: Fields, origin: string, coupons: Map<string, Fields>): Fields {
  requireParams(body, "mode", "line_items", "success_url");
  const id = randomId("cs_test_");
  const lines = (Array.isArray(body.line_items) ? body.line_items : []) as LineItem[];
  const subtotal = lines.reduce(
    (sum, line) => sum + Number(line.price_data?.unit_amount ?? 0) * Number(line.quantity ?? 1),
    0,
  );
  const discounts = (Array.isArray(body.discounts) ? body.discounts : []) as { coupon?: unknown }[];
  const off = discounts.reduce((sum, discount) => {
    const coupon = coupons.get(String(discount.coupon));
    if (!coupon) throw new InvalidRequest(`No such coupon: '${String(discount.coupon)}'`);
    return sum + Number(coupon.amount_off ?? 0);
  }, 0);
  return {
    id,
    object: "checkout.session",
    status: "open",
    payment_status: "unpaid",
    payment_intent: null,
    url: `${origin}/c/pay/${id}`,
    ...body,
    amount_subtotal: subtotal,
    amount_total: Math.max(0, subtotal - off),
    currency: String(lines[0]?.price_data?.currency ?? "usd").toLowerCase(),
  };
}

/** Stripe expires only open sessions; the URL then leads nowhere. */
function expireSession(session: Fields | undefined, id: string): Fields {
  if (!session) throw new InvalidRequest(`No such checkout.session: '${id}'`);
  if (session.status !== "open") {
    throw new InvalidRequest(
      `Only Checkout Sessions with a status in ["open"] can be expired. This session has a status of "${String(session.status)}".`,
    );
  }
  Object.assign(session, { status: "expired", url: null });
  return session;
}

interface Payment {
  amount: number;
  refunded: number;
}

/** Stripe's rules for a refund: a known payment, and never more back than was paid. */
function createRefund(body: Fields, payments: Map<string, Payment>): Fields {
  requireParams(body, "payment_intent");
  const intent = String(body.payment_intent);
  const payment = payments.get(intent);
  if (!payment) throw new InvalidRequest(`No such payment_intent: '${intent}'`);
  const amount = body.amount === undefined ? payment.amount - payment.refunded : Number(body.amount);
  if (amount <= 0 || payment.refunded + amount > payment.amount) {
    throw new InvalidRequest(`Refund amount (${amount}) is greater than the unrefunded amount.`);
  }
  payment.refunded += amount;
  return { id: randomId("re_"), object: "refund", status: "succeeded", ...body, amount };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function reply(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  // Stripe answers a repeated idempotency key with the first answer; so does the stand-in.
  const answered = new Map<string, Fields>();
  const sessions = new Map<string, Fields>();
  const coupons = new Map<string, Fields>();
  const payments = new Map<string, Payment>();
  let origin = "";
  const sessionOf = (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`The stand-in made no session ${sessionId}`);
    return session;
  };

  const server = createServer((request, response) => {
    void (async () => {
      const body = unfoldForm(await readBody(request));
      const path = new URL(request.url ?? "/", origin).pathname;
      const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
      const cacheKey = idempotencyKey && `${path}|${idempotencyKey}`;
      const earlier = cacheKey ? answered.get(cacheKey) : undefined;
      const recorded: StandInRequest = {
        method: request.method ?? "",
        path,
        authorization: request.headers.authorization,
        idempotencyKey,
        body,
        replayed: earlier !== undefined,
        answer: earlier,
      };
      requests.push(recorded);
      if (earlier) return reply(response, 200, earlier);
      const sessionPath = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
      if (request.method === "GET" && sessionPath) {
        const session = sessions.get(sessionPath[1] ?? "");
        if (!session) return reply(response, 404, { error: { type: "invalid_request_error" } });
        recorded.answer = session;
        return reply(response, 200, session);
      }
      if (request.method !== "POST") return reply(response, 405, { error: { message: "POST only" } });
      try {
        let created: Fields;
        const expirePath = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(path);
        if (path === "/v1/coupons") {
          created = createCoupon(body);
          coupons.set(String(created.id), created);
        } else if (path === "/v1/checkout/sessions") {
          created = createSession(body, origin, coupons);
          sessions.set(String(created.id), created);
        } else if (expirePath) {
          const id = expirePath[1] ?? "";
          created = structuredClone(expireSession(sessions.get(id), id));
        } else if (path === "/v1/refunds") created = createRefund(body, payments);
        else
          return reply(response, 404, { error: { type: "invalid_request_error", message: "No such path" } });
        if (cacheKey) answered.set(cacheKey, created);
        recorded.answer = created;
        reply(response, 200, created);
      } catch (error) {
        if (!(error instanceof InvalidRequest)) throw error;
        reply(response, 400, { error: { type: "invalid_request_error", message: error.message } });
      }
    })().catch((error: unknown) => reply(response, 500, { error: { message: String(error) } }));
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    requests,
    paySession(sessionId, amountCents, options = {}) {
      const session = sessionOf(sessionId);
      if (session.status !== "open") throw new Error(`Session ${sessionId} is ${String(session.status)}`);
      const intent = randomId("pi_");
      payments.set(intent, { amount: amountCents ?? Number(session.amount_total), refunded: 0 });
      const paymentStatus = options.async ? "unpaid" : "paid";
      Object.assign(session, { payment_intent: intent, payment_status: paymentStatus, status: "complete" });
      return intent;
    },
    settleSession(sessionId) {
      Object.assign(sessionOf(sessionId), { payment_status: "paid" });
    },
    session: (sessionId) => structuredClone(sessionOf(sessionId)),
    sessionEvent(type, sessionId) {
      return JSON.stringify({
        id: randomId("evt_"),
        object: "event",
        api_version: "2025-01-01",
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: sessionOf(sessionId) },
      });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
