// Redirects within the shop as paths (`/orders/…`), so the browser stays on the address it used (the
// port it was started on, a proxy's name) instead of being sent to PUBLIC_URL's; decision 022.
// Addresses elsewhere (Stripe's checkout) pass unchanged.

/** `target` as a path when it is one of the shop's own addresses, else as it is. */
export function relativeRedirect(target: string, publicUrl: string): string {
  const url = new URL(target, publicUrl);
  if (url.origin !== new URL(publicUrl).origin) return target;
  return `${url.pathname}${url.search}${url.hash}`;
}
