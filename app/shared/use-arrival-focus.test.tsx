// @vitest-environment jsdom
// What appears where the visitor acted takes the focus, except when React hydrates the page it
// arrived with: the focus then stays where the visitor has put it since.
import { act, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { render, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useArrivalFocus } from "./use-arrival-focus.ts";

function Notice({ result }: { result: string }) {
  const notice = useArrivalFocus<HTMLParagraphElement>(result);
  return (
    <p ref={notice} tabIndex={-1} autoFocus role="status">
      {result}
    </p>
  );
}

function Page({ first }: { first: string }) {
  const [result, setResult] = useState(first);
  return (
    <>
      <button type="button" onClick={() => setResult(`${result}!`)}>
        Act again
      </button>
      <Notice result={result} />
    </>
  );
}

// React's own hydrateRoot below, inside act(), as Testing Library's render does it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// Browsers reflect the `autofocus` attribute as a property on every element, and React's development
// build compares it when hydrating; jsdom has it on none.
if (!("autofocus" in HTMLElement.prototype)) {
  Object.defineProperty(HTMLElement.prototype, "autofocus", {
    get(this: HTMLElement) {
      return this.hasAttribute("autofocus");
    },
  });
}

let hydrated: Root | undefined;
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  cleanup();
  document.body.innerHTML = "";
});

describe("useArrivalFocus", () => {
  it("focuses what appears on a page already running", () => {
    render(<Page first="Cancelled" />);
    expect(document.activeElement).toBe(screen.getByRole("status"));
  });

  it("leaves the focus where the visitor put it when React hydrates the page it came with", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page first="Cancelled" />);
    document.body.append(container);
    // The server wrote the browser's own instruction to focus it as the page loads.
    expect(container.querySelector("[role=status]")?.hasAttribute("autofocus")).toBe(true);
    const button = screen.getByRole("button", { name: "Act again" });
    button.focus();

    await act(async () => {
      hydrated = hydrateRoot(container, <Page first="Cancelled" />);
    });
    expect(document.activeElement).toBe(button);

    // A new answer once the page runs takes the focus as usual.
    await act(async () => fireEvent.click(button));
    expect(screen.getByRole("status").textContent).toBe("Cancelled!");
    expect(document.activeElement).toBe(screen.getByRole("status"));
  });
});
