// A link's click the page may handle in place: the main button, with no key held to open it elsewhere.
import type { MouseEvent } from "react";

export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
