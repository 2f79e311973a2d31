import { describe, expect, it } from "vitest";
import { TEXT_LIMITS } from "#domain/order-fields.ts";
import { NOTE_LENGTH } from "#domain/console-actions.ts";
import {
  bodyLimitFor,
  FORM_BODY_MAX_BYTES,
  routePath,
  UPLOAD_MARGIN_BYTES,
  WEBHOOK_BODY_MAX_BYTES,
} from "./body-limits.ts";
import {
  filmUploadLimits,
  NAME_UPLOAD_LIMITS,
  ORDER_FORM_LIMITS,
  PHOTO_UPLOAD_LIMITS,
} from "./upload-limits.ts";

const settings = { filmUploadMaxMb: 500 };
const MULTIPART = "multipart/form-data; boundary=----x";
const FORM = "application/x-www-form-urlencoded";
const limitOf = (pathname: string, contentType?: string) => bodyLimitFor({ pathname, contentType }, settings);

describe("bodyLimitFor", () => {
  it("gives each upload its own limit, streamed, a margin over what its route enforces itself", () => {
    expect(limitOf("/order/photos", MULTIPART)).toEqual({
      maxBytes: PHOTO_UPLOAD_LIMITS.maxTotalBytes + UPLOAD_MARGIN_BYTES,
      streamed: true,
    });
    // The script's submission of the order form comes to /order.data.
    expect(limitOf("/order.data", MULTIPART).maxBytes).toBe(
      ORDER_FORM_LIMITS.maxTotalBytes + UPLOAD_MARGIN_BYTES,
    );
    expect(limitOf("/console/names.data", MULTIPART).maxBytes).toBe(
      NAME_UPLOAD_LIMITS.maxTotalBytes + UPLOAD_MARGIN_BYTES,
    );
    expect(limitOf("/console/films/4f2c/upload", MULTIPART).maxBytes).toBe(
      filmUploadLimits(500).maxTotalBytes + UPLOAD_MARGIN_BYTES,
    );
  });

  it("holds every other body, an upload path's non-multipart body included, to the small form limit", () => {
    const small = { maxBytes: FORM_BODY_MAX_BYTES, streamed: false };
    expect(limitOf("/account/sign-in", FORM)).toEqual(small);
    expect(limitOf("/order", FORM)).toEqual(small);
    expect(limitOf("/order/photos", "application/octet-stream")).toEqual(small);
    // A multipart body to a form that takes no file is just a form.
    expect(limitOf("/account", MULTIPART)).toEqual(small);
    expect(limitOf("/console/orders/SANTA-1", MULTIPART)).toEqual(small);
    expect(limitOf("/order/photos/extra", MULTIPART)).toEqual(small);
  });

  it("gives the payment provider's webhook its own limit, read whole", () => {
    expect(limitOf("/payments/stripe/webhook", "application/json")).toEqual({
      maxBytes: WEBHOOK_BODY_MAX_BYTES,
      streamed: false,
    });
  });

  it("matches paths as the router does: any case, a trailing slash, the root's single fetch", () => {
    expect(routePath("/Order/Photos/")).toBe("/order/photos");
    expect(routePath("/_root.data")).toBe("/");
    expect(routePath("/")).toBe("/");
  });

  it("leaves the largest real form twice its size: a film's correction at its text limits, 3-byte characters", () => {
    // "€" is 3 bytes in UTF-8 and 9 once percent-encoded: the most a character of these fields costs.
    const full = (units: number) => "€".repeat(units);
    const correction = new URLSearchParams({
      intent: "correct",
      filmId: "00000000-0000-4000-8000-000000000000",
      childName: full(TEXT_LIMITS.childName),
      age: "12",
      achievements: full(TEXT_LIMITS.achievements),
      eyeColour: "other",
      eyeColourOther: full(TEXT_LIMITS.colourOther),
      hairColour: "other",
      hairColourOther: full(TEXT_LIMITS.colourOther),
      wishes: full(TEXT_LIMITS.wishes),
      message: full(TEXT_LIMITS.message),
      childEmail: full(TEXT_LIMITS.email),
      language: "es",
    });
    const bytes = Buffer.byteLength(correction.toString());
    // Nine bytes a character of the three long texts at least: the form is full (decision 064's limits).
    expect(bytes).toBeGreaterThan(9 * (TEXT_LIMITS.achievements + TEXT_LIMITS.wishes + TEXT_LIMITS.message));
    expect(bytes * 2).toBeLessThan(FORM_BODY_MAX_BYTES);
    // The console's note, the longest single field, is well within as well.
    const note = new URLSearchParams({ intent: "note", note: full(NOTE_LENGTH.max) });
    expect(Buffer.byteLength(note.toString()) * 2).toBeLessThan(FORM_BODY_MAX_BYTES);
  });

  it("lets the order form's fields through: 10 films of text and photo tokens", () => {
    const perFilm = 11 + 11;
    expect(ORDER_FORM_LIMITS.maxFields).toBeGreaterThanOrEqual(10 * perFilm + 6);
    // The longest text field, 1,000 units of 3-byte characters, fits with room for over-long text.
    expect(ORDER_FORM_LIMITS.maxFieldBytes).toBeGreaterThan(3 * TEXT_LIMITS.message * 4);
  });
});
