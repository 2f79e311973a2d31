// Which parts of the dictionary a page needs. The shop's pages (landing, order, payment, legal)
// never show the account's ~130 messages nor the development outbox's, so those stay on the server
// until a page under them is opened: ~2.7 KB less HTML and less data to read before hydration.
// Likewise the private film page's messages stay with /films/.
export type DictionaryScope = "shop" | "account" | "devOutbox" | "film";

export function dictionaryScope(pathname: string): DictionaryScope {
  if (pathname.startsWith("/films/")) return "film";
  if (pathname === "/account" || pathname.startsWith("/account/")) return "account";
  if (pathname === "/dev/outbox" || pathname.startsWith("/dev/outbox/")) return "devOutbox";
  return "shop";
}
