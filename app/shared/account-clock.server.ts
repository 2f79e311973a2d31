// The moment the account's rules (the 24-hour correction window) are judged at: the server's clock,
// which a browser test may move forward with a cookie when ENABLE_TEST_CLOCK is set.
import type { RouterContextProvider } from "react-router";
import { services } from "../services-context.ts";

export const TEST_CLOCK_COOKIE = "test_clock_offset_hours";

export function accountNow(context: Readonly<RouterContextProvider>, request: Request): Date {
  const now = new Date();
  if (!services(context).config.ENABLE_TEST_CLOCK) return now;
  const cookie = request.headers.get("cookie") ?? "";
  const match = new RegExp(`(?:^|;\\s*)${TEST_CLOCK_COOKIE}=(-?\\d{1,5})(?:;|$)`).exec(cookie);
  const hours = match ? Number(match[1]) : 0;
  return new Date(now.getTime() + hours * 3_600_000);
}
