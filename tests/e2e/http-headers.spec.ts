// The security headers on the answer of every route in the route table (read from app/routes.ts,
// so a route added later is held to this too), on refusals and static files: a CSP whose scripts
// need the page's nonce, frame-ancestors, nosniff, Referrer-Policy, Permissions-Policy, a
// Cross-Origin-Opener-Policy that keeps other sites' windows away from ours (decision 038); HSTS
// and Secure cookies when the request came over https; the session cookie out of scripts' reach.
import type { APIRequestContext, APIResponse } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "#app/routes.ts";
import { signIn, uniqueEmail } from "./support/account.ts";
import { expect, test } from "./support/fixtures.ts";
import { SHOP_URL } from "./support/servers.ts";

/** Every path pattern of the route table, nested ones joined to their parents'. */
function patterns(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [...(entry.children ? [] : [`/${path}`]), ...patterns(entry.children ?? [], path)];
  });
}

/** A URL of the pattern: each parameter a value no record has, the catch-all an unknown page. */
const urlOf = (pattern: string) =>
  pattern.replace(/:[A-Za-z]+/g, "no-such-thing").replace("*", "no-such-page") || "/";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  const csp = directives(headers["content-security-policy"] ?? "");
  const scripts = csp.get("script-src") ?? [];
  expect(
    scripts.some((source) => /^'nonce-[A-Za-z0-9+/=]{20,}'$/.test(source)),
    what,
  ).toBe(true);
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(csp.get("script-src-attr"), what).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors"), what).toEqual(["'self'"]);
  expect(csp.get("object-src"), what).toEqual(["'none'"]);
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["cross-origin-opener-policy"], what).toBe("same-origin");
  // One policy: a page with a token in its address (sign-in) sends a stricter one instead.
  const referrers = response.headersArray().filter(({ name }) => name.toLowerCase() === "referrer-policy");
  expect(referrers, what).toHaveLength(1);
  expect(["strict-origin-when-cross-origin", "same-origin", "no-referrer"], what).toContain(
    referrers[0]?.value,
  );
  expect(headers["permissions-policy"], what).toContain("camera=()");
  expect(headers["permissions-policy"], what).toContain("microphone=(self)");
}

async function get(request: APIRequestContext, url: string, headers: Record<string, string> = {}) {
  return request.get(url, { headers, maxRedirects: 0 });
}

test("every route's answer carries the security headers, over http without HSTS", async ({ request }) => {
  const urls = [...new Set(patterns(routes).map(urlOf))];
  expect(urls.length).toBeGreaterThan(30);
  for (const url of urls) {
    const response = await get(request, url);
    expectSecurityHeaders(response, `${url} (${response.status()})`);
    expect(response.headers()["strict-transport-security"], url).toBeUndefined();
  }
});

test("pages served from memory, refusals and static files carry them too", async ({ request }) => {
  await get(request, "/");
  expectSecurityHeaders(await get(request, "/"), "/ from the page cache");
  expectSecurityHeaders(await get(request, "/favicon.svg"), "a static file");
  expectSecurityHeaders(await get(request, "/%zz"), "a path that does not decode");
  const tooLarge = await request.post("/account/sign-in", {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: Buffer.alloc(100 * 1024, 0x61),
  });
  expect(tooLarge.status()).toBe(413);
  expectSecurityHeaders(tooLarge, "a body over its limit");
});

test("the sign-in and e-mail-confirm pages send one Referrer-Policy, their own", async ({ request }) => {
  for (const url of ["/account/sign-in?token=no-such-token", "/account/email/confirm?token=no-such-token"]) {
    const policies = (await get(request, url))
      .headersArray()
      .filter(({ name }) => name.toLowerCase() === "referrer-policy");
    expect(
      policies.map(({ value }) => value),
      url,
    ).toEqual(["same-origin"]);
  }
});

test("a page's scripts carry the nonce its CSP names, and no other", async ({ request }) => {
  for (const url of ["/", "/order", "/account", "/no-such-page"]) {
    const response = await get(request, url);
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
    // Data blocks (JSON-LD) are not scripts: the CSP does not apply to them.
    const scripts = [...(await response.text()).matchAll(/<script\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
    expect(scripts.length, url).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, url).toContain(`nonce="${nonce}"`);
  }
});

test("over https (a trusted proxy says so): HSTS, and every cookie Secure and SameSite", async ({
  request,
}) => {
  const https = { "x-forwarded-proto": "https" };
  for (const url of ["/", "/order", "/no-such-page", "/robots.txt"]) {
    const response = await get(request, url, https);
    expect(response.headers()["strict-transport-security"], url).toBe("max-age=31536000; includeSubDomains");
  }
  const chosen = await get(request, "/?lang=es", https);
  const cookie = chosen.headersArray().find(({ name }) => name.toLowerCase() === "set-cookie")?.value ?? "";
  expect(cookie).toMatch(/^language=es;/);
  expect(cookie).toMatch(/;\s*SameSite=Lax/i);
  expect(cookie).toMatch(/;\s*Secure/i);

  const plain = await get(request, "/?lang=es");
  const plainCookie = plain.headersArray().find(({ name }) => name.toLowerCase() === "set-cookie")?.value;
  expect(plainCookie).toMatch(/;\s*SameSite=Lax/i);
  expect(plainCookie).not.toMatch(/;\s*Secure/i);
});

test("the session cookie is HttpOnly and SameSite; the language cookie is the page's own to write", async ({
  page,
  context,
}) => {
  await signIn(page, uniqueEmail("headers"), "en");
  await page.goto(`${SHOP_URL}/?lang=es`);
  const cookies = await context.cookies(SHOP_URL);
  const language = cookies.find((cookie) => cookie.name === "language");
  expect(language?.sameSite).toBe("Lax");
  const others = cookies.filter((cookie) => cookie.name !== "language");
  expect(others.length).toBeGreaterThan(0);
  for (const cookie of others) {
    expect(cookie.httpOnly, cookie.name).toBe(true);
    expect(cookie.sameSite, cookie.name).toBe("Lax");
  }
});
