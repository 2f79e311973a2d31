import { once } from "node:events";
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { applyTransportSecurity, HSTS } from "./transport-security.ts";

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** A server whose answers set a cookie both ways a response can: setHeader, and writeHead's own headers. */
async function serve(settings: { trustedProxies: number; httpsAddress: boolean }) {
  server = http.createServer((request, response) => {
    applyTransportSecurity(request, response, settings);
    response.setHeader("Set-Cookie", ["language=es; Path=/; SameSite=Lax", "sid=1; HttpOnly; Secure"]);
    response.writeHead(200, { "set-cookie": "replayed=1; Path=/", "strict-transport-security": "max-age=1" });
    response.end("ok");
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("applyTransportSecurity", () => {
  it("over https through a trusted proxy: HSTS, and every cookie Secure once", async () => {
    const url = await serve({ trustedProxies: 1, httpsAddress: false });
    const response = await fetch(url, { headers: { "x-forwarded-proto": "https, http" } });
    expect(response.headers.get("strict-transport-security")).toBe(HSTS);
    expect(response.headers.getSetCookie()).toEqual(["replayed=1; Path=/; Secure"]);
    const set = await fetch(url, { headers: { "x-forwarded-proto": "https" } });
    expect(set.headers.getSetCookie().every((cookie) => /; Secure$|; Secure;/.test(cookie))).toBe(true);
  });

  it("over plain http, or a proxy's word without trust in proxies: no HSTS, cookies as set", async () => {
    const url = await serve({ trustedProxies: 0, httpsAddress: false });
    const response = await fetch(url, { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(response.headers.getSetCookie()).toEqual(["replayed=1; Path=/"]);
  });

  it("an https address sends HSTS with every answer", async () => {
    const url = await serve({ trustedProxies: 0, httpsAddress: true });
    expect((await fetch(url)).headers.get("strict-transport-security")).toBe(HSTS);
  });
});
