// TEST SUPPORT ONLY: a tiny local stand-in for the Stripe endpoints the shop calls (coupons, Checkout
// Sessions, refunds), so tests drive the real SDK and read back exactly what it sent. Never used in production.
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
  /** What the buyer does on Stripe's page: the session gets a PaymentIntent for `amountCents`. */
  paySession(sessionId: string, amountCents: number): string;
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

function createSession(body: Fields, origin: string): Fields {
  requireParams(body, "mode", "line_items", "success_url");
  const id = randomId("cs_test_");
  return {
    id,
    object: "checkout.session",
    status: "open",
    payment_status: "unpaid",
    url: `${origin}/c/pay/${id}`,
    ...body,
  };
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
  const payments = new Map<string, Payment>();
  let origin = "";

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
        if (path === "/v1/coupons") created = createCoupon(body);
        else if (path === "/v1/checkout/sessions") {
          created = createSession(body, origin);
          sessions.set(String(created.id), created);
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
    paySession(sessionId, amountCents) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`The stand-in made no session ${sessionId}`);
      const intent = randomId("pi_");
      payments.set(intent, { amount: amountCents, refunded: 0 });
      Object.assign(session, { payment_intent: intent, payment_status: "paid", status: "complete" });
      return intent;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
