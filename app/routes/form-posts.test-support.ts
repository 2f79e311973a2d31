// How the form fuzzing's bodies (form-bodies.test-support.ts) reach a route's action: encoded as the
// form says or as something else, each from its own address, and how the route's answer becomes a
// status.
import fc from "fast-check";
import { TEST_PUBLIC_URL } from "#server/accounts/account-data.test-support.ts";
import { CLIENT_IP_HEADER } from "#server/request-headers.ts";
import type { Field } from "./form-bodies.test-support.ts";

/** How the fields travel: as the form says (multipart or urlencoded), or as something else. */
export type Encoding = "multipart" | "urlencoded" | "json" | "text" | "none" | "lying-multipart";
export const encoding = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Encoding>("multipart") },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Encoding>("urlencoded", "json", "text", "none", "lying-multipart"),
  },
);

let clients = 0;

export function post(
  url: string,
  fields: Field[],
  how: Encoding,
  headers: Record<string, string> = {},
): Request {
  clients += 1;
  const init = {
    method: "POST",
    // Each post from its own address: the per-address limits are other tests' subject.
    headers: new Headers({
      origin: TEST_PUBLIC_URL,
      [CLIENT_IP_HEADER]: `198.51.${clients % 250}.${clients % 200}`,
      ...headers,
    }),
  };
  let body: BodyInit | undefined;
  if (how === "multipart") {
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    body = form;
  } else if (how === "urlencoded") {
    body = new URLSearchParams(fields);
  } else if (how === "json") {
    body = JSON.stringify(Object.fromEntries(fields));
    init.headers.set("content-type", "application/json");
  } else if (how === "text") {
    body = fields.map(([name, value]) => `${name}=${value}`).join("\n");
    init.headers.set("content-type", "text/plain");
  } else if (how === "lying-multipart") {
    body = new URLSearchParams(fields).toString();
    init.headers.set("content-type", "multipart/form-data; boundary=----never-sent");
  }
  return new Request(url, { ...init, body });
}

/** The HTTP status the route's answer becomes; a thrown error (a 500) fails the property. */
export async function statusOf(answer: Promise<unknown>): Promise<number> {
  try {
    const value = await answer;
    if (value instanceof Response) return value.status;
    const init = (value as { init?: { status?: number } | null } | null)?.init;
    return init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const init = (thrown as { init?: { status?: number } } | null)?.init;
    if (init?.status !== undefined && (thrown as { type?: string }).type === "DataWithResponseInit")
      return init.status;
    throw thrown;
  }
}
