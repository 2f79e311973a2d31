import { afterEach, describe, expect, it, vi } from "vitest";
import { configFromEnvironment, parseConfig } from "./config.ts";

describe("configuration", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("is read from the process's environment only when an entry point asks", () => {
    vi.stubEnv("PORT", "4321");
    expect(configFromEnvironment().PORT).toBe(4321);
    vi.stubEnv("PORT", "eighty");
    expect(() => configFromEnvironment()).toThrow(/PORT/);
  });

  it("runs on defaults alone", () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.ORDER_FORM).toBe("own");
    // The examples play our own sample films unless outside players are configured.
    expect(config.EXAMPLE_VIDEO_IDS_EN).toBeUndefined();
    expect(config.SAMPLE_TEMPLATE).toBe("samples");
    expect(config.SAMPLE_FILMS_AT_START).toBe(true);
    expect(config.ENABLE_FAULT_ROUTE).toBe(false);
  });

  it("reads six example video ids per language", () => {
    const config = parseConfig({ EXAMPLE_VIDEO_IDS_ES: "a,b,c,d,e,f" });
    expect(config.EXAMPLE_VIDEO_IDS_ES).toEqual(["a", "b", "c", "d", "e", "f"]);
    expect(() => parseConfig({ EXAMPLE_VIDEO_IDS_ES: "a,b" })).toThrow(/EXAMPLE_VIDEO_IDS_ES/);
  });

  it("names every missing setting of the HubSpot embed", () => {
    expect(() => parseConfig({ ORDER_FORM: "hubspot", HUBSPOT_PORTAL_ID: "1" })).toThrow(
      /HUBSPOT_FORM_ID_EN[\s\S]*HUBSPOT_FORM_ID_ES/,
    );
  });

  it("runs on embedded PGlite in ./data unless a PostgreSQL server is named", () => {
    const config = parseConfig({ DATABASE_URL: " " });
    expect(config.DATA_DIR).toBe("./data");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.EXTRA_FILM_DISCOUNT_PERCENT).toBe(20);
    expect(parseConfig({ DATABASE_URL: "postgres://shop@db/shop" }).DATABASE_URL).toBe(
      "postgres://shop@db/shop",
    );
    expect(() => parseConfig({ DATABASE_URL: "mysql://db/shop" })).toThrow(/DATABASE_URL/);
    expect(() => parseConfig({ EXTRA_FILM_DISCOUNT_PERCENT: "120" })).toThrow(/EXTRA_FILM_DISCOUNT_PERCENT/);
  });

  it("refuses a port that is not a number, saying which variable is wrong", () => {
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(/PORT/);
  });

  it("trusts no proxy unless told, and refuses a short session key", () => {
    expect(parseConfig({}).TRUST_PROXY).toBe(0);
    expect(parseConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseConfig({}).AUTH_SECRET).toBeUndefined();
    expect(() => parseConfig({ AUTH_SECRET: "too-short" })).toThrow(/AUTH_SECRET/);
  });
});
