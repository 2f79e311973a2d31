// While React hydrates a page, the taps and keys that come are left to the browser, as they are
// before the page's modules run. React would otherwise hydrate the whole page at once inside the
// first such event, to hand it to its handlers: on the phone profile (CPU 4× slower) that one
// keystroke waited 240–470 ms, the slowest of `npm run bench:typing` (decision 076). Every page
// works without its modules (decision 031), and the order form takes up what was typed meanwhile
// as it hydrates (decision 060), so the browser's own handling loses nothing.

/** The mark on `<body>` while the page hydrates: set by the page's first script, removed once React has. */
export const HYDRATING_MARK = "data-hydrating";

/**
 * The events React answers by hydrating at once (its "discrete" events): a key, a tap, a click, a
 * change. Focus, scrolling and pointer moves it queues instead, so they are left alone.
 */
export const HELD_EVENTS = [
  "mousedown",
  "mouseup",
  "touchcancel",
  "touchend",
  "touchstart",
  "auxclick",
  "dblclick",
  "pointercancel",
  "pointerdown",
  "pointerup",
  "dragend",
  "dragstart",
  "drop",
  "compositionend",
  "compositionstart",
  "keydown",
  "keypress",
  "keyup",
  "input",
  "textInput",
  "copy",
  "cut",
  "paste",
  "click",
  "change",
  "contextmenu",
  "reset",
  "submit",
] as const;

interface TypedText {
  value: string;
  start: number;
  end: number;
}

/** The text areas typed into before React hydrated them, with what they held last. */
const typedTexts = new Map<HTMLTextAreaElement, TypedText>();

const noteTyped = (area: HTMLTextAreaElement) =>
  typedTexts.set(area, { value: area.value, start: area.selectionStart, end: area.selectionEnd });

const noteTypedInput = (event: Event) => {
  if (event.target instanceof HTMLTextAreaElement) noteTyped(event.target);
};

/**
 * Keeps what is typed into text areas until React has hydrated them. React hydrates a text area
 * whose server text is not empty by setting its value back to that text (`initTextarea` in
 * react-dom), so a correction typed into My Orders' wishes while the page started was lost. Called
 * by the page's entry before React hydrates; what was typed is given back by `endHydrationHold`.
 */
export function keepTypedText(): void {
  document.querySelectorAll("textarea").forEach((area) => {
    if (area.value !== area.defaultValue) noteTyped(area);
  });
  addEventListener("input", noteTypedInput, { capture: true });
}

/** In the root's layout effect, after every other one of hydration (the order form's take-up among them). */
export function endHydrationHold(): void {
  removeEventListener("input", noteTypedInput, { capture: true });
  typedTexts.forEach((typed, area) => {
    if (!area.isConnected || area.value === typed.value) return;
    area.value = typed.value;
    area.setSelectionRange(typed.start, typed.end);
  });
  typedTexts.clear();
  document.body.removeAttribute(HYDRATING_MARK);
}
