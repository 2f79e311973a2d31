// The two production servers the browser tests run against, shared by playwright.config.ts and the tests.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ALLOCATOR_ENV } from "#server/process-settings.ts";

export const SHOP_PORT = 3210;
export const HUBSPOT_PORT = 3211;
export const FILM_PORT = 3212;
export const SHOP_URL = `http://localhost:${SHOP_PORT}`;
export const HUBSPOT_URL = `http://localhost:${HUBSPOT_PORT}`;
export const FILM_URL = `http://localhost:${FILM_PORT}`;
export const SMTP_SINK_PORT = 3225;
export const SMTP_SINK_HTTP_PORT = 3226;
export const SMTP_SINK_URL = `http://127.0.0.1:${SMTP_SINK_HTTP_PORT}`;

// Each server keeps its embedded database and files in its own fresh folder (PGlite is one process).
// The runner makes the folder once; its test workers inherit the variable and agree on it.
process.env.E2E_DATA_ROOT ??= mkdtempSync(path.join(os.tmpdir(), "santa-e2e-"));
const dataRoot = process.env.E2E_DATA_ROOT;

/**
 * The console's operators: a pool of addresses, so that each test signs in as one of its own
 * (the shop sends at most three sign-in links per address in 15 minutes).
 */
export const OPERATOR_POOL = Array.from(
  { length: 100 },
  (_, index) => `operator-${String(index).padStart(2, "0")}@console.example`,
);
/**
 * Operators' addresses no test signs in with: an account may try to take one over by a change of
 * address (account-email-change.spec.ts), which needs an address without an account.
 */
export const UNCLAIMED_OPERATOR_POOL = Array.from(
  { length: 20 },
  (_, index) => `unclaimed-operator-${String(index).padStart(2, "0")}@console.example`,
);
const OPERATOR_EMAILS = [...OPERATOR_POOL, ...UNCLAIMED_OPERATOR_POOL].join(",");

/** The shop as it ships: its own order section, and the deliberate failure route turned on. */
export const shopEnv = {
  PORT: String(SHOP_PORT),
  NODE_ENV: "production",
  PUBLIC_URL: SHOP_URL,
  // No Stripe key: the shop's own test checkout, said explicitly (a local address would allow it anyway).
  PAYMENTS: "test",
  LOG_LEVEL: "warn",
  ENABLE_FAULT_ROUTE: "true",
  ENABLE_TEST_CLOCK: "true",
  DATA_DIR: path.join(dataRoot, "shop"),
  ...ALLOCATOR_ENV,
  SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK_PORT}`,
  // Tests give each visitor its own X-Forwarded-For, so per-address limits count them apart.
  TRUST_PROXY: "1",
  // Films are made by the film server below, after every other test: here an operator would start
  // production, so no render competes with the other tests for this machine's two cores.
  PRODUCTION_MODE: "manual",
  RENDER_CONCURRENCY: "0",
  OPERATOR_EMAILS,
} as const;

/** The shop that makes films: automatic production from the short test template. */
export const filmEnv = {
  PORT: String(FILM_PORT),
  NODE_ENV: "production",
  PUBLIC_URL: FILM_URL,
  PAYMENTS: "test",
  LOG_LEVEL: "warn",
  DATA_DIR: path.join(dataRoot, "film"),
  ...ALLOCATOR_ENV,
  SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK_PORT}`,
  PRODUCTION_MODE: "automatic",
  FILM_TEMPLATE: "short",
  RENDER_CONCURRENCY: "1",
  // Sample films from the short template too, made when a test first asks for one.
  SAMPLE_TEMPLATE: "short",
  SAMPLE_FILMS_AT_START: "false",
  OPERATOR_EMAILS,
} as const;

/** The same build with the third-party marketing form embedded instead. */
export const hubspotEnv = {
  PORT: String(HUBSPOT_PORT),
  NODE_ENV: "production",
  PUBLIC_URL: HUBSPOT_URL,
  PAYMENTS: "test",
  LOG_LEVEL: "warn",
  ORDER_FORM: "hubspot",
  HUBSPOT_PORTAL_ID: "12345678",
  HUBSPOT_REGION: "na1",
  HUBSPOT_FORM_ID_EN: "form-en-1111",
  HUBSPOT_FORM_ID_ES: "form-es-2222",
  DATA_DIR: path.join(dataRoot, "hubspot"),
  // Outside players for the example films, as a shop with its own hosted films would configure.
  EXAMPLE_VIDEO_IDS_EN:
    "santa-demo-en-1,santa-demo-en-2,santa-demo-en-3,santa-demo-en-4,santa-demo-en-5,santa-demo-en-6",
  EXAMPLE_VIDEO_IDS_ES:
    "santa-demo-es-1,santa-demo-es-2,santa-demo-es-3,santa-demo-es-4,santa-demo-es-5,santa-demo-es-6",
  RENDER_CONCURRENCY: "0",
} as const;
