// The focus for what has just appeared where the visitor acted (a result, an "Are you sure?", the
// first field to fix), since the button they pressed may be gone. Not when React hydrates a page that
// arrived with it: that page has been on screen since it loaded, the browser focused it then (the
// server writes `autofocus` on it), and the visitor may be reading or pressing elsewhere by now.
// Moving the focus would scroll the page under their finger and lose their tap (decision 036).
import { useEffect, useRef, type RefObject } from "react";
import { useHydrated } from "./use-hydrated.ts";

const itself = (element: HTMLElement): HTMLElement | null => element;

/**
 * A ref whose element (or what `pick`, a function that never changes, finds in it) takes the focus
 * when it first appears and whenever `key` changes, except on the render that hydrated it.
 */
export function useArrivalFocus<T extends HTMLElement>(
  key?: unknown,
  pick: (element: T) => HTMLElement | null = itself,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  // Read on the first render only: false there means React was hydrating the server's HTML.
  const cameWithPage = useRef(!useHydrated());
  useEffect(() => {
    if (cameWithPage.current) {
      cameWithPage.current = false;
      return;
    }
    if (ref.current) pick(ref.current)?.focus();
  }, [key, pick]);
  return ref;
}
