// Writes the stylesheet into the page itself. On a phone's first visit its own request costs a
// round trip before anything can paint (Lighthouse put it at ~150–240 ms); inline, the first paint
// needs the HTML alone. It goes at the end of the head, so the browser meets the hero poster's
// preload before ~38 KB of rules. The <link> stays where it was, disabled so the browser never
// fetches it, because React adopts its stylesheet resource by that element when it hydrates and
// would otherwise insert a new one and download the file after all.
import { readFileSync } from "node:fs";
import path from "node:path";

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)" data-precedence="default"\/>/;

export type ReadAsset = (href: string) => string | undefined;

export function inlineStylesheet(html: string, readAsset: ReadAsset): string {
  const match = STYLESHEET.exec(html);
  const href = match?.[1];
  if (!match || !href) return html;
  const css = readAsset(href);
  // "</style" cannot occur in Tailwind's output, but a stylesheet that had it would end the element.
  if (css === undefined || /<\/style/i.test(css)) return html;
  const link = match[0].replace("/>", ' disabled=""/>');
  return html.replace(match[0], link).replace("</head>", () => `<style>${css}</style></head>`);
}

/** Hashed assets never change, so each is read from the build once. Development has none. */
export function builtAssetReader(clientDirectory: string): ReadAsset {
  const cache = new Map<string, string | undefined>();
  return (href) => {
    if (!cache.has(href)) {
      try {
        cache.set(href, readFileSync(path.join(clientDirectory, href), "utf8"));
      } catch {
        cache.set(href, undefined);
      }
    }
    return cache.get(href);
  };
}
