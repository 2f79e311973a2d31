// When a page's modules start (decision 031). Every page works before they run: links, forms that
// post, the FAQ's <details>, the phone menu. A route says which it is in its `handle`.

/**
 * `after-paint`: once the page has loaded and painted (decision 007), for pages whose purpose needs
 * them (the order form, the account, the console). `when-needed`: once the visitor first touches,
 * clicks, focuses or types, or scrolls to within a screen of a part marked `data-needs-script`; a
 * visitor who only reads never pays for them.
 */
export type ScriptStart = "after-paint" | "when-needed";

export interface ScriptStartHandle {
  scripts: ScriptStart;
}

export const SCRIPTS_WHEN_NEEDED: ScriptStartHandle = { scripts: "when-needed" };

/** Marks a part that needs the page's modules: the countdown that ticks, the example player, the form. */
export const NEEDS_SCRIPT = { "data-needs-script": "" } as const;

/** The start the deepest route that names one asks for; `after-paint` when none does. */
export function scriptStartOf(handles: unknown[]): ScriptStart {
  for (const handle of [...handles].reverse()) {
    const scripts = (handle as Partial<ScriptStartHandle> | undefined)?.scripts;
    if (scripts === "after-paint" || scripts === "when-needed") return scripts;
  }
  return "after-paint";
}
