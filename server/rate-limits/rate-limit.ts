// Fixed-window limits per e-mail address, per account and per client address (sign-in, address
// changes, photo uploads, orders, checkouts), and the keys they count by; the counting itself is in
// the database (rate-limit.repository.ts), so every server process shares them.
import { createHash } from "node:crypto";
import { isIPv6 } from "node:net";

export interface Limit {
  /** What is counted, for example "sign-in:email". */
  name: string;
  max: number;
  windowSeconds: number;
}

export const SIGN_IN_PER_EMAIL: Limit = { name: "sign-in:email", max: 3, windowSeconds: 15 * 60 };
export const SIGN_IN_PER_IP: Limit = { name: "sign-in:ip", max: 10, windowSeconds: 15 * 60 };
/** Following links (sign in, confirm an address): a guesser of tokens meets this long before luck. */
export const LINK_USE_PER_IP: Limit = { name: "link:ip", max: 30, windowSeconds: 15 * 60 };
/**
 * Photos uploaded one by one by the order form's picker: the largest order (100 photos) three times
 * over, with room for removals and retries (decision 024).
 */
export const PHOTO_UPLOADS_PER_IP: Limit = { name: "photo-upload:ip", max: 300, windowSeconds: 15 * 60 };
/** Posts of the order form: without JavaScript every "add photo" or "add film" press is one. */
export const ORDER_POSTS_PER_IP: Limit = { name: "order-post:ip", max: 100, windowSeconds: 15 * 60 };
/** "Pay now" presses, each of which opens a payment session with the provider. */
export const CHECKOUTS_PER_IP: Limit = { name: "checkout:ip", max: 30, windowSeconds: 15 * 60 };
/** Greetings heard in the order form: each may cost a voice's synthesis (the shop's settings). */
export function greetingsPerIp(settings: {
  GREETINGS_PER_ADDRESS: number;
  GREETING_WINDOW_MINUTES: number;
}): Limit {
  return {
    name: "greeting:ip",
    max: settings.GREETINGS_PER_ADDRESS,
    windowSeconds: settings.GREETING_WINDOW_MINUTES * 60,
  };
}
/** Address changes an account may ask for: each one mails a link, so this bounds a hijacked session. */
export const EMAIL_CHANGE_PER_ACCOUNT: Limit = {
  name: "email-change:account",
  max: 5,
  windowSeconds: 60 * 60,
};
/** Address changes from one connection, whichever accounts it is signed in to. */
export const EMAIL_CHANGE_PER_IP: Limit = { name: "email-change:ip", max: 10, windowSeconds: 15 * 60 };

/** An e-mail is counted by its hash: the table never holds an address. */
export function emailKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");
}

/** One IPv6 customer holds a whole /64, so that is what is counted for them. */
export function ipKey(ip: string): string {
  const address = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
  if (!isIPv6(address)) return address;
  const groups = expandIpv6(address);
  return `${groups.slice(0, 4).join(":")}::/64`;
}

function expandIpv6(address: string): string[] {
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = address.includes("::") ? Array(8 - left.length - right.length).fill("0") : [];
  return [...left, ...zeros, ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ""));
}
