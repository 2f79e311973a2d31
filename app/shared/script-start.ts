// When a page's modules start (decision 031). Every page works before they run: links, forms that
// post, the FAQ's <details>, the phone menu. A route says which it is in its `handle`.

const STARTS = ["after-paint", "when-needed", "when-touched"] as const;

/**
 * `after-paint`: once the page has loaded and painted (decision 007), for pages whose purpose needs
 * them (the account, the console). `when-needed`: once the visitor first touches, clicks, focuses or
 * types, or scrolls to within a screen of a part marked `data-needs-script`; a visitor who only
 * reads never pays for them. `when-touched`: once the visitor first touches, clicks, focuses or
 * types, or at once when the browser keeps an order draft to show: the order form's own page,
 * whose form is in view from the start (decision 077).
 */
export type ScriptStart = (typeof STARTS)[number];

export interface ScriptStartHandle {
  scripts: ScriptStart;
}

export const SCRIPTS_WHEN_NEEDED: ScriptStartHandle = { scripts: "when-needed" };
export const SCRIPTS_WHEN_TOUCHED: ScriptStartHandle = { scripts: "when-touched" };

/** Marks a part that needs the page's modules: the countdown that ticks, the example player, the form. */
export const NEEDS_SCRIPT = { "data-needs-script": "" } as const;

/** The start the deepest route that names one asks for; `after-paint` when none does. */
export function scriptStartOf(handles: unknown[]): ScriptStart {
  for (const handle of [...handles].reverse()) {
    const scripts = (handle as Partial<ScriptStartHandle> | undefined)?.scripts;
    const named = STARTS.find((start) => start === scripts);
    if (named) return named;
  }
  return "after-paint";
}
