// Which parts of the dictionary a page needs. The shop's pages (landing, order, payment, legal)
// never show the account's ~130 messages nor the development outbox's, so those stay on the server
// until a page under them is opened: ~2.7 KB less HTML and less data to read before hydration.
// Likewise the private film page's messages stay with /films/. The console's messages are no
// scope of the root's: they come with the console's own layout, which only an operator's build
// has, so the root module every visitor loads names no console address (decision 062).
export type DictionaryScope = "shop" | "account" | "devOutbox" | "film" | "console";

export function dictionaryScope(pathname: string): Exclude<DictionaryScope, "console"> {
  if (pathname.startsWith("/films/")) return "film";
  if (pathname === "/account" || pathname.startsWith("/account/")) return "account";
  if (pathname === "/dev/outbox" || pathname.startsWith("/dev/outbox/")) return "devOutbox";
  return "shop";
}
