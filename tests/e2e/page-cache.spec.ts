// The server's one-second page cache must never serve one visitor's page to another.
import { expect, test } from "@playwright/test";

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

test("a public page is served from the cache with the nonce its scripts carry", async ({ baseURL }) => {
  const first = await fetch(`${baseURL}/privacy`);
  const second = await fetch(`${baseURL}/privacy`);
  const nonce = nonceOf(second);
  expect(nonce).toBeTruthy();
  expect(nonceOf(first)).toBe(nonce);
  expect(await second.text()).toContain(`nonce="${nonce}"`);
});

test("each language has its own cached page", async ({ baseURL }) => {
  const english = await (await fetch(`${baseURL}/terms`)).text();
  const spanish = await (await fetch(`${baseURL}/terms`, { headers: { Cookie: "language=es" } })).text();
  expect(english).toContain('<html lang="en"');
  expect(spanish).toContain('<html lang="es"');
});

test("a visitor with any other cookie gets a page rendered for them alone", async ({ baseURL }) => {
  const headers = { Cookie: "language=en; session=visitor-1" };
  const first = await fetch(`${baseURL}/order`, { headers });
  const second = await fetch(`${baseURL}/order`, { headers });
  expect(nonceOf(first)).not.toBe(nonceOf(second));
});

test("the account page is never cached", async ({ baseURL }) => {
  const first = await fetch(`${baseURL}/account`);
  const second = await fetch(`${baseURL}/account`);
  expect(nonceOf(first)).not.toBe(nonceOf(second));
});
