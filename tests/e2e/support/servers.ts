// The two production servers the browser tests run against, shared by playwright.config.ts and the tests.

export const SHOP_PORT = 3210;
export const HUBSPOT_PORT = 3211;
export const SHOP_URL = `http://localhost:${SHOP_PORT}`;
export const HUBSPOT_URL = `http://localhost:${HUBSPOT_PORT}`;

/** The shop as it ships: its own order section, and the deliberate failure route turned on. */
export const shopEnv = {
  PORT: String(SHOP_PORT),
  NODE_ENV: "production",
  PUBLIC_URL: SHOP_URL,
  LOG_LEVEL: "warn",
  ENABLE_FAULT_ROUTE: "true",
} as const;

/** The same build with the third-party marketing form embedded instead. */
export const hubspotEnv = {
  PORT: String(HUBSPOT_PORT),
  NODE_ENV: "production",
  PUBLIC_URL: HUBSPOT_URL,
  LOG_LEVEL: "warn",
  ORDER_FORM: "hubspot",
  HUBSPOT_PORTAL_ID: "12345678",
  HUBSPOT_REGION: "na1",
  HUBSPOT_FORM_ID_EN: "form-en-1111",
  HUBSPOT_FORM_ID_ES: "form-es-2222",
} as const;
