import { afterEach, describe, expect, it, vi } from "vitest";
import { configFromEnvironment, parseConfig, pollySettingsOf } from "./config.ts";

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

  it("keeps files on the disk unless STORAGE_URL names a bucket, with its endpoint, region and addressing", () => {
    expect(parseConfig({}).STORAGE_URL).toBeUndefined();
    expect(parseConfig({ STORAGE_URL: "s3://santa-films" }).STORAGE_URL).toEqual({
      bucket: "santa-films",
      endpoint: undefined,
      region: "us-east-1",
      forcePathStyle: false,
    });
    const local = "s3://films.example?endpoint=http://127.0.0.1:9000&region=eu-west-1&forcePathStyle=true";
    expect(parseConfig({ STORAGE_URL: local }).STORAGE_URL).toEqual({
      bucket: "films.example",
      endpoint: "http://127.0.0.1:9000",
      region: "eu-west-1",
      forcePathStyle: true,
    });
  });

  it.each([
    ["https://santa-films.s3.amazonaws.com", /STORAGE_URL: an s3:\/\/bucket/],
    ["./films", /STORAGE_URL: an s3:\/\/bucket/],
    ["s3://key:secret@santa-films", /no keys in the URL: set AWS_ACCESS_KEY_ID/],
    ["s3://Santa_Films", /"Santa_Films" is not a bucket name/],
    ["s3://santa-films/films", /nothing after the bucket's name/],
    ["s3://santa-films?endpont=http://127.0.0.1:9000", /unknown setting endpont/],
    ["s3://santa-films?endpoint=127.0.0.1:9000", /endpoint: the S3-API server's http/],
    ["s3://santa-films?region=EU West", /region: a region name/],
    ["s3://santa-films?forcePathStyle=yes", /forcePathStyle: true or false/],
  ])("refuses STORAGE_URL=%s, saying what is wrong", (value, message) => {
    expect(() => parseConfig({ STORAGE_URL: value })).toThrow(message);
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

  it("makes links for the port it listens on unless PUBLIC_URL says otherwise", () => {
    // `PORT=3100 npm start` sent buyers to port 3000 after the test checkout.
    expect(parseConfig({}).PUBLIC_URL).toBe("http://localhost:3000");
    expect(parseConfig({ PORT: "3100" }).PUBLIC_URL).toBe("http://localhost:3100");
    expect(parseConfig({ PORT: "3100", PUBLIC_URL: "http://127.0.0.1:8080/" }).PUBLIC_URL).toBe(
      "http://127.0.0.1:8080",
    );
    expect(() => parseConfig({ PUBLIC_URL: "shop.example" })).toThrow(/PUBLIC_URL/);
    expect(() => parseConfig({ PUBLIC_URL: "ftp://shop.example" })).toThrow(/PUBLIC_URL/);
  });

  it("takes real payments with a Stripe key, and test payments without one only on this machine", () => {
    const stripe = { STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
    expect(parseConfig({}).PAYMENTS).toBe("test");
    expect(parseConfig({ ...stripe, PUBLIC_URL: "https://magicsantavideo.com" }).PAYMENTS).toBe("stripe");
    expect(parseConfig({ ...stripe, PAYMENTS: "stripe" }).PAYMENTS).toBe("stripe");
    for (const local of [
      "http://localhost:3100",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
      "http://shop.localhost:8080",
    ]) {
      expect(parseConfig({ PUBLIC_URL: local }).PAYMENTS).toBe("test");
    }
  });

  it("refuses to give films away on a public address, saying what to set", () => {
    for (const url of [
      "https://magicsantavideo.com",
      "http://192.168.1.20:3000",
      "http://localhost.shop.com",
    ]) {
      expect(() => parseConfig({ PUBLIC_URL: url })).toThrow(
        /PAYMENTS: no Stripe key[\s\S]*Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET[\s\S]*or PAYMENTS=test/,
      );
    }
    // On purpose: a staging shop on its own domain.
    const staging = parseConfig({ PUBLIC_URL: "https://staging.magicsantavideo.com", PAYMENTS: "test" });
    expect(staging.PAYMENTS).toBe("test");
  });

  it("refuses payment settings that contradict each other", () => {
    expect(() => parseConfig({ PAYMENTS: "stripe" })).toThrow(
      /STRIPE_SECRET_KEY: required with PAYMENTS=stripe/,
    );
    expect(() => parseConfig({ STRIPE_SECRET_KEY: "sk_live_x" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() =>
      parseConfig({ PAYMENTS: "test", STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" }),
    ).toThrow(/PAYMENTS=test and STRIPE_SECRET_KEY both set/);
    expect(() => parseConfig({ PAYMENTS: "free" })).toThrow(/PAYMENTS/);
  });

  it("gives the cloud voice its settings only with both halves of its key pair", () => {
    expect(pollySettingsOf(parseConfig({}))).toBeUndefined();
    expect(() => parseConfig({ POLLY_ACCESS_KEY_ID: "AKIAEXAMPLE" })).toThrow(
      /POLLY_SECRET_ACCESS_KEY: the Polly key pair needs both halves/,
    );
    expect(() => parseConfig({ POLLY_SECRET_ACCESS_KEY: "secret" })).toThrow(/POLLY_ACCESS_KEY_ID/);
    expect(() => parseConfig({ POLLY_REGION: "the moon" })).toThrow(/POLLY_REGION/);
    expect(() => parseConfig({ POLLY_VOICE_ES: "<speak>" })).toThrow(/POLLY_VOICE_ES/);
    const keys = { POLLY_ACCESS_KEY_ID: "AKIAEXAMPLE", POLLY_SECRET_ACCESS_KEY: "secret" };
    expect(pollySettingsOf(parseConfig(keys))).toEqual({
      region: "us-east-1",
      accessKeyId: "AKIAEXAMPLE",
      secretAccessKey: "secret",
      voices: { en: "Gregory", es: "Pedro" },
      timeoutSeconds: 20,
    });
    const standIn = parseConfig({
      ...keys,
      POLLY_API_URL: "http://127.0.0.1:4599",
      POLLY_VOICE_ES: "Sergio",
    });
    expect(pollySettingsOf(standIn)).toMatchObject({
      endpoint: "http://127.0.0.1:4599",
      voices: { en: "Gregory", es: "Sergio" },
    });
  });

  it("is production unless the process was started with --dev, which no variable can claim", () => {
    expect(parseConfig({}).NODE_ENV).toBe("production");
    expect(parseConfig({}).dev).toBe(false);
    expect(parseConfig({ NODE_ENV: "development", DEV: "true", dev: "true" }).dev).toBe(false);
    expect(parseConfig({}, { dev: true }).dev).toBe(true);
  });
});
