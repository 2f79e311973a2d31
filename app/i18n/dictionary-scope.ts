// Which parts of the dictionary a page needs. The shop's pages (landing, order, payment, legal)
// never show the account's ~130 messages nor the development outbox's, so those stay on the server
// until a page under them is opened: ~2.7 KB less HTML and less data to read before hydration.
// Likewise the private film page's messages stay with /films/, and the console's with operators:
// a visitor who is not one reads the shop's 404 under /console, with the shop's messages.
export type DictionaryScope = "shop" | "account" | "devOutbox" | "film" | "console";

/** Whether a path is the console's, which only an operator is shown. */
function isConsolePath(pathname: string): boolean {
  return pathname === "/console" || pathname.startsWith("/console/");
}

export function dictionaryScope(pathname: string, operator = false): DictionaryScope {
  if (isConsolePath(pathname)) return operator ? "console" : "shop";
  if (pathname.startsWith("/films/")) return "film";
  if (pathname === "/account" || pathname.startsWith("/account/")) return "account";
  if (pathname === "/dev/outbox" || pathname.startsWith("/dev/outbox/")) return "devOutbox";
  return "shop";
}
