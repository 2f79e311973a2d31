// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { emptyDraft, emptyFilm, type OrderFormState } from "#domain/order-draft.ts";
import { PHOTO_LIMITS, PHOTO_UPLOAD_PATH, photoThumbnailPath } from "#domain/photo-rules.ts";
import { MAX_PHOTOS_PER_FILM } from "#domain/shop.ts";
import { en, type MessageKey } from "../../i18n/en.ts";
import { LanguageProvider } from "../../i18n/language-provider.tsx";
import { translate, type MessageValues } from "../../i18n/translate.ts";
import { OrderForm } from "./order-form.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const text = (key: MessageKey, values?: MessageValues) => translate(en, key, values);
const DRAFT_KEY = "3f0c2a4e-8d1b-4c5a-9e7f-1a2b3c4d5e6f";

const withPhotos = (photos: string[]): OrderFormState => ({
  draftKey: DRAFT_KEY,
  draft: { ...emptyDraft("en"), films: [{ ...emptyFilm("en"), childName: "Mia", photos }] },
  errors: {},
  rejectedPhotos: [],
});

function formStub(initial: OrderFormState) {
  return createRoutesStub([
    {
      path: "/",
      Component: () => (
        <LanguageProvider language="en" messages={en}>
          <OrderForm initial={initial} discountPercent={20} />
        </LanguageProvider>
      ),
    },
  ]);
}

function renderForm(initial: OrderFormState) {
  const Stub = formStub(initial);
  render(<Stub initialEntries={["/"]} />);
}

const photoOrder = () =>
  [...document.querySelectorAll<HTMLInputElement>("input[type=hidden][name='films.0.photos']")].map(
    (input) => input.value,
  );

const fileInput = () => screen.getByLabelText(text("order.photos.drop")) as HTMLInputElement;

const pick = (files: File[]) => fireEvent.change(fileInput(), { target: { files } });

const jpeg = (name: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type: "image/jpeg" });

/** A stand-in for the browser's XMLHttpRequest that the test answers by hand. */
class ManualRequest {
  static sent: ManualRequest[] = [];
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  status = 0;
  response: unknown = null;
  responseType = "";
  url = "";
  body?: FormData;
  open(_method: string, url: string) {
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    ManualRequest.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

describe("the photo picker", () => {
  it("shows each photo as a thumbnail named after the child, in the form as hidden inputs", () => {
    renderForm(withPhotos(["a", "b"]));
    const first = screen.getByRole("img", { name: text("order.photos.alt", { number: 1, name: "Mia" }) });
    expect(first.getAttribute("src")).toBe(photoThumbnailPath("a"));
    expect(photoOrder()).toEqual(["a", "b"]);
  });

  it("moves a photo with its buttons, keeps the focus on it and announces the new place", async () => {
    renderForm(withPhotos(["a", "b", "c"]));
    expect(
      (screen.getByRole("button", { name: text("order.photos.earlier", { number: 1 }) }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: text("order.photos.later", { number: 1 }) }));
    expect(photoOrder()).toEqual(["b", "a", "c"]);
    expect(screen.getByText(text("order.photos.moved", { position: 2, count: 3 }))).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement?.getAttribute("aria-label")).toBe(
        text("order.photos.later", { number: 2 }),
      ),
    );
    fireEvent.click(screen.getByRole("button", { name: text("order.photos.earlier", { number: 3 }) }));
    expect(photoOrder()).toEqual(["b", "c", "a"]);
  });

  it("removes a photo in place, with the focus back on the file input", async () => {
    renderForm(withPhotos(["a", "b"]));
    fireEvent.click(screen.getByRole("button", { name: text("order.photos.remove", { number: 1 }) }));
    expect(photoOrder()).toEqual(["b"]);
    expect(screen.getByText(text("order.photos.removed"))).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(fileInput()));
  });

  it(`refuses an eleventh photo and a file over ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB by name`, () => {
    vi.stubGlobal("XMLHttpRequest", ManualRequest);
    renderForm(withPhotos(Array.from({ length: MAX_PHOTOS_PER_FILM - 1 }, (_, index) => `t${index}`)));
    const huge = jpeg("huge.jpg");
    Object.defineProperty(huge, "size", { value: PHOTO_LIMITS.maxBytes + 1 });
    pick([huge, jpeg("tenth.jpg"), jpeg("eleventh.jpg")]);
    expect(screen.getByText("huge.jpg").parentElement?.textContent).toContain(
      text("photo.error.tooBig" as MessageKey),
    );
    expect(screen.getByText("eleventh.jpg").parentElement?.textContent).toContain(
      text("photo.error.tooMany" as MessageKey),
    );
    expect(screen.queryByText("tenth.jpg")).toBeNull();
  });

  it("uploads picked photos one by one with their own progress, then shows them like the others", async () => {
    ManualRequest.sent = [];
    vi.stubGlobal("XMLHttpRequest", ManualRequest);
    renderForm(withPhotos(["a"]));
    pick([jpeg("sled.jpg"), jpeg("tree.jpg")]);
    const progress = await screen.findByRole("progressbar", {
      name: text("order.photos.progress", { file: "sled.jpg" }),
    });
    await waitFor(() => expect(ManualRequest.sent).toHaveLength(1));
    const [first] = ManualRequest.sent;
    expect(first?.url).toBe(PHOTO_UPLOAD_PATH);
    expect(first?.body?.get("draftKey")).toBe(DRAFT_KEY);
    expect((first?.body?.get("photo") as File).name).toBe("sled.jpg");
    act(() => first?.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 }));
    expect((progress as HTMLProgressElement).value).toBe(0.5);

    act(() => first?.answer(201, { token: "sled-token" }));
    await waitFor(() => expect(ManualRequest.sent).toHaveLength(2));
    act(() => ManualRequest.sent[1]?.answer(415, { error: "photo.error.type" }));
    await waitFor(() => expect(screen.queryAllByRole("progressbar")).toHaveLength(0));
    expect(photoOrder()).toEqual(["a", "sled-token"]);
    expect(screen.getByText("tree.jpg").parentElement?.textContent).toContain(
      text("photo.error.type" as MessageKey),
    );
  });

  it("makes the order wait for photos still uploading", async () => {
    ManualRequest.sent = [];
    vi.stubGlobal("XMLHttpRequest", ManualRequest);
    renderForm(withPhotos([]));
    pick([jpeg("sled.jpg")]);
    await waitFor(() => expect(ManualRequest.sent).toHaveLength(1));
    fireEvent.click(screen.getByRole("button", { name: text("order.submit") }));
    expect((await screen.findAllByText(text("order.photos.wait"))).length).toBeGreaterThan(0);
  });
});

describe("the order form without JavaScript", () => {
  it("sends the files with the form, lists staged photos as inputs, and has every colour field", () => {
    const Stub = formStub(withPhotos(["a"]));
    const html = renderToString(<Stub initialEntries={["/"]} />);
    const page = new DOMParser().parseFromString(html, "text/html");
    const files = page.querySelector<HTMLInputElement>("input[type=file]");
    expect(files?.name).toBe("films.0.photoFiles");
    expect(files?.multiple).toBe(true);
    expect(page.querySelector<HTMLInputElement>("input[type=hidden][name='films.0.photos']")?.value).toBe(
      "a",
    );
    const remove = page.querySelector<HTMLButtonElement>("button[value='remove-photo:0:a']");
    expect(remove?.type).toBe("submit");
    expect(page.querySelector("[name='films.0.eyeColourOther']")).not.toBeNull();
    expect(page.querySelector("[name='films.0.hairColourOther']")).not.toBeNull();
    // Shown by the stylesheet while "Other" is chosen (the browser test chooses it).
    expect(
      page.querySelector("[name='films.0.eyeColourOther']")?.closest(".colour-other.hidden"),
    ).not.toBeNull();
    // Enter in a text field presses the first submit button: it must be "Continue to payment".
    expect(page.querySelector<HTMLButtonElement>("form button[type=submit]")?.value).toBe("submit");
    expect(page.querySelector("form")?.getAttribute("enctype")).toBe("multipart/form-data");
    expect(page.querySelector("form")?.getAttribute("action")).toBe("/order");
  });
});
