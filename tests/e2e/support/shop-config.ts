// The configuration the shop server under test runs with, read by the shop's own parser, so the
// tests expect exactly the contact details and video ids the server shows.
import { parseConfig } from "#server/config.ts";
import { hubspotEnv, shopEnv } from "./servers.ts";

// Playwright starts each server with the runner's environment plus its own variables.
export const shopConfig = parseConfig({ ...process.env, ...shopEnv });
export const hubspotConfig = parseConfig({ ...process.env, ...hubspotEnv });
