// Moves the page's JavaScript after its first paint: the module preloads React Router writes are
// dropped and its module script waits for the load event, so on a slow phone the stylesheet, the
// font and the hero poster have the connection to themselves. Everything works before hydration
// (links, forms, the FAQ), so nothing is lost while the scripts arrive.
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g;
const ROUTE_MODULES = /<script((?: nonce="[^"]*")?) type="module" async="">/;
export const DEFERRED_TYPE = "text/x-module-after-paint";

function starter(nonce: string | undefined): string {
  const attribute = nonce ? ` nonce="${nonce}"` : "";
  // After load, one frame and one task: the first paint is on screen before any module is fetched.
  const code = `addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(function(){document.querySelectorAll('script[type="${DEFERRED_TYPE}"]').forEach(function(s){var m=document.createElement("script");m.type="module";m.nonce=s.nonce;m.textContent=s.textContent;document.head.appendChild(m)})})})})`;
  return `<script${attribute}>${code}</script>`;
}

export function scriptsAfterPaint(html: string, nonce: string | undefined): string {
  if (!ROUTE_MODULES.test(html)) return html;
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(ROUTE_MODULES, `<script$1 type="${DEFERRED_TYPE}">`)
    .replace("</body>", `${starter(nonce)}</body>`);
}
