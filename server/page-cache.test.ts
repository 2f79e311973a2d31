import { describe, expect, it } from "vitest";
import { pageCacheKey, sharedMaxAge } from "./page-cache.ts";

const request = (url: string, cookie?: string, method = "GET") => ({
  method,
  url,
  headers: cookie ? { cookie } : {},
});

describe("which requests share a cached page", () => {
  it("keys a page by its URL and its language cookie", () => {
    expect(pageCacheKey(request("/"))).toBe("|/");
    expect(pageCacheKey(request("/", "language=es"))).toBe("language=es|/");
    expect(pageCacheKey(request("/?lang=es"))).not.toBe(pageCacheKey(request("/")));
  });

  it("never shares a page with a visitor who carries any other cookie", () => {
    expect(pageCacheKey(request("/", "language=es; session=abc"))).toBeUndefined();
    expect(pageCacheKey(request("/", "session=abc"))).toBeUndefined();
  });

  it("leaves data requests and other methods alone", () => {
    expect(pageCacheKey(request("/_.data"))).toBeUndefined();
    expect(pageCacheKey(request("/", undefined, "POST"))).toBeUndefined();
    expect(pageCacheKey(request("/", undefined, "HEAD"))).toBeUndefined();
  });
});

describe("which responses may be kept", () => {
  const response = (status: number, headers: Record<string, string>) =>
    new Response("x", { status, headers });

  it("keeps a page for its s-maxage", () => {
    expect(sharedMaxAge(response(200, { "Cache-Control": "public, max-age=0, s-maxage=1" }))).toBe(1);
    expect(sharedMaxAge(response(404, { "Cache-Control": "public, s-maxage=5" }))).toBe(5);
  });

  it("does not keep a page that did not opt in, failed, or sets a cookie other than the language", () => {
    expect(sharedMaxAge(response(200, {}))).toBe(0);
    expect(sharedMaxAge(response(500, { "Cache-Control": "s-maxage=1" }))).toBe(0);
    expect(sharedMaxAge(response(200, { "Cache-Control": "s-maxage=1", "Set-Cookie": "session=abc" }))).toBe(
      0,
    );
    expect(
      sharedMaxAge(response(200, { "Cache-Control": "s-maxage=1", "Set-Cookie": "language=es; Path=/" })),
    ).toBe(1);
  });
});
