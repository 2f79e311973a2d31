// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { emptyDraft, emptyFilm, type OrderFormState } from "#domain/order-draft.ts";
import { TEXT_LIMITS } from "#domain/order-fields.ts";
import { en, type MessageKey } from "../../i18n/en.ts";
import { LanguageProvider } from "../../i18n/language-provider.tsx";
import { translate, type MessageValues } from "../../i18n/translate.ts";
import { OrderForm } from "./order-form.tsx";

afterEach(cleanup);

const text = (key: MessageKey, values?: MessageValues) => translate(en, key, values);

const blankState = (overrides: Partial<OrderFormState> = {}): OrderFormState => ({
  draftKey: "",
  draft: emptyDraft("en"),
  errors: {},
  rejectedPhotos: [],
  ...overrides,
});

/** Renders the form on "/" with a stub "/order" action that records what was posted. */
function renderForm(initial: OrderFormState = blankState()) {
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <LanguageProvider language="en" messages={en}>
          <OrderForm initial={initial} discountPercent={20} />
        </LanguageProvider>
      ),
    },
    {
      path: "/order",
      Component: () => <p>{"posted"}</p>,
      action: async ({ request }) => {
        posted.push(await request.formData());
        return null;
      },
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return { posted };
}

const summary = () => screen.getByRole("complementary");

describe("the order form", () => {
  it("adds a child, moves the focus to the new name and prices the second video with the discount", async () => {
    renderForm();
    expect(within(summary()).getByText("$24.95", { selector: ".text-gold-300" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: text("order.film.add") }));
    expect(screen.getByRole("group", { name: text("order.film.legend", { number: 2 }) })).toBeTruthy();
    expect(within(summary()).getByText(text("order.summary.filmUnnamed", { number: 2 }))).toBeTruthy();
    expect(within(summary()).getByText("−$4.99")).toBeTruthy();
    expect(within(summary()).getByText(text("order.summary.discount", { percent: 20 }))).toBeTruthy();
    expect(within(summary()).getByText("$44.91")).toBeTruthy();
    expect(within(summary()).getByText(text("order.summary.rule", { percent: 20 }))).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe("order-films-1-childName"));

    fireEvent.change(screen.getAllByLabelText(/Child's name/)[1]!, { target: { value: "Leo" } });
    expect(within(summary()).getByText(text("order.summary.film", { name: "Leo" }))).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: text("order.film.remove", { number: 1 }) }));
    expect(screen.queryByRole("group", { name: /Child 2/ })).toBeNull();
    expect(
      screen.getByRole("group", { name: text("order.film.legendNamed", { number: 1, name: "Leo" }) }),
    ).toBeTruthy();
    expect(within(summary()).queryByText("$44.91")).toBeNull();
  });

  it("shows every error of an empty submit, links them, focuses the first field and sends nothing", async () => {
    const { posted } = renderForm();
    fireEvent.click(screen.getByRole("button", { name: text("order.submit") }));
    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    await within(alert).findByText(text("order.errors.title"));
    const name = screen.getByLabelText(/Child's name/);
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute("aria-invalid")).toBe("true");
    const describedBy = name.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe(text("order.error.required"));
    const link = within(alert).getByRole("link", {
      name: `Child 1, ${text("order.field.childName")}: ${text("order.error.required")}`,
    });
    expect(link.getAttribute("href")).toBe("#order-films-0-childName");
    expect(within(alert).getByRole("link", { name: text("order.error.terms") })).toBeTruthy();
    expect(posted).toHaveLength(0);

    // Fixing a field takes its error away at once.
    fireEvent.change(name, { target: { value: "Mia" } });
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBeNull());
  });

  it("says under each long text how many characters it may still hold, read with the field", () => {
    renderForm();
    const message = screen.getByLabelText(new RegExp(text("order.field.message")));
    const left = (count: number) => `${count} characters left`;
    expect(
      screen.getByText(left(TEXT_LIMITS.message), { selector: "#order-films-0-message-counter" }),
    ).toBeTruthy();
    fireEvent.change(message, { target: { value: "Be kind" } });
    const counter = document.getElementById("order-films-0-message-counter");
    expect(counter?.textContent).toBe(left(TEXT_LIMITS.message - 7));
    expect(message.getAttribute("aria-describedby")).toContain("order-films-0-message-counter");
    fireEvent.change(message, { target: { value: "x".repeat(TEXT_LIMITS.message - 1) } });
    expect(counter?.textContent).toBe("1 character left");
  });

  it("posts a complete order with its key and the submit intent", async () => {
    const { posted } = renderForm(
      blankState({
        draftKey: "3f0c2a4e-8d1b-4c5a-9e7f-1a2b3c4d5e6f",
        draft: {
          films: [{ ...emptyFilm("es"), childName: "Mia", age: "6", eyeColour: "blue", hairColour: "red" }],
          buyerName: "Maria",
          buyerEmail: "maria@example.com",
          confirmsAdult: true,
          acceptsTerms: true,
        },
      }),
    );
    fireEvent.click(screen.getByRole("button", { name: text("order.submit") }));
    await waitFor(() => expect(posted).toHaveLength(1), { timeout: 5000 });
    const form = posted[0]!;
    expect(form.get("intent")).toBe("submit");
    expect(form.get("draftKey")).toBe("3f0c2a4e-8d1b-4c5a-9e7f-1a2b3c4d5e6f");
    expect(form.get("films.0.childName")).toBe("Mia");
    expect(form.get("films.0.language")).toBe("es");
    expect(form.get("confirmsAdult")).toBe("on");
    expect(form.has("films.0.photoFiles")).toBe(false);
  });

  it("gives a form from the shared cache its own key in the browser", async () => {
    renderForm();
    const key = document.querySelector<HTMLInputElement>("input[name=draftKey]");
    await waitFor(() =>
      expect(key?.value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    );
  });

  it("offers the corrected address for a typo in a common domain, and applies it", () => {
    renderForm();
    const email = screen.getByLabelText(/Your e-mail address/);
    fireEvent.change(email, { target: { value: "maria@gmial.com" } });
    expect(screen.queryByRole("button", { name: /Did you mean/ })).toBeNull();
    fireEvent.blur(email);
    fireEvent.click(
      screen.getByRole("button", { name: text("order.buyer.suggestion", { email: "maria@gmail.com" }) }),
    );
    expect((email as HTMLInputElement).value).toBe("maria@gmail.com");
    expect(screen.queryByRole("button", { name: /Did you mean/ })).toBeNull();
  });

  it("asks for the colour in words only when 'Other' is chosen", () => {
    renderForm();
    expect(screen.queryByLabelText(text("order.field.eyeColourOther"), { exact: false })).toBeNull();
    fireEvent.change(screen.getByLabelText(/Eye colour/), { target: { value: "other" } });
    const other = screen.getByLabelText(text("order.field.eyeColourOther"), { exact: false });
    expect(other.getAttribute("name")).toBe("films.0.eyeColourOther");
    expect(other.getAttribute("maxlength")).toBe("40");
  });

  it("shows the server's answer: its errors next to the fields, refused files and the review notice", () => {
    renderForm(
      blankState({
        draftKey: "3f0c2a4e-8d1b-4c5a-9e7f-1a2b3c4d5e6f",
        errors: { buyerEmail: "order.error.email" },
        rejectedPhotos: [{ filmIndex: 0, fileName: "holiday.exe", error: "photo.error.type" }],
        notice: "review",
      }),
    );
    // The review notice is a status; so is each name's "Hear Santa say it", silent until tapped.
    const notices = screen.getAllByRole("status").filter((status) => status.textContent);
    expect(notices.map((status) => status.textContent)).toEqual([text("order.notice.review")]);
    const email = screen.getByLabelText(/Your e-mail address/);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getAllByText(text("order.error.email")).length).toBeGreaterThan(0);
    expect(screen.getByText("holiday.exe").parentElement?.textContent).toContain(
      text("photo.error.type" as MessageKey),
    );
  });
});
