// Whether React runs the page yet: false in the server's HTML and while React hydrates it (it then
// reads the server's snapshot), true on every render after and on a page rendered in the browser.
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
