// A key typed while React hydrates the page is the browser's, as before the modules ran: React does
// not hydrate the whole page inside it (on a phone, that one keystroke waited up to half a second),
// and what was typed is kept (decision 076).
import { expect, test } from "./support/fixtures.ts";
import { holdModules, waitForHydration } from "./support/hydration.ts";
import { t } from "./support/i18n.ts";

test("a key typed while the order form hydrates is kept, and does not make React hydrate the page at once", async ({
  page,
}) => {
  // A slow phone, so that hydration spans many of React's slices.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  // The modules wait until the look below is in place, so that it sees the whole hydration.
  const release = await holdModules(page);
  await page.goto("/order");
  const name = page.getByLabel(t("en", "order.field.childName")).first();
  await name.focus();
  await page.evaluate(() => {
    const hasFiber = (element: Element | null) =>
      !!element && Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
    (window as unknown as { seen: Promise<string> }).seen = new Promise<string>((resolve) => {
      // Looks between React's slices of work: they too are messages, taken in turn with these.
      const channel = new MessageChannel();
      const until = Date.now() + 20_000;
      channel.port1.onmessage = () => {
        // React has begun (it has claimed the field, one of the first elements it completes) and
        // not committed (it claims <body> then). Watching <main> instead missed the hydration now and
        // then: the rest of the page after it can be done within the same slice as the commit.
        if (!hasFiber(document.activeElement) || hasFiber(document.body)) {
          if (Date.now() > until) resolve("never seen hydrating");
          else channel.port2.postMessage(null);
          return;
        }
        const input = document.activeElement as HTMLInputElement;
        input.dispatchEvent(new KeyboardEvent("keydown", { key: "O", bubbles: true }));
        input.value += "O";
        input.dispatchEvent(new InputEvent("input", { data: "O", inputType: "insertText", bubbles: true }));
        input.dispatchEvent(new KeyboardEvent("keyup", { key: "O", bubbles: true }));
        resolve(
          hasFiber(document.body) ? "hydrated at once inside the key" : "still hydrating after the key",
        );
      };
      channel.port2.postMessage(null);
    });
  });
  release();
  const seen = await page.evaluate(() => (window as unknown as { seen: Promise<string> }).seen);
  expect(seen).toBe("still hydrating after the key");
  await waitForHydration(page);
  await expect(name).toHaveValue("O");
  await name.pressSequentially("livia");
  await expect(name).toHaveValue("Olivia");
  // React holds it too: a field the model writes again (another child added) keeps it.
  await page.getByRole("button", { name: t("en", "order.film.add") }).click();
  await expect(name).toHaveValue("Olivia");
});
