import { describe, expect, it } from "vitest";
import {
  cancellation,
  correctionCheck,
  correctionDeadline,
  correctionDraft,
  filmCorrectionCheck,
  isTimelineEvent,
  orderActions,
  photoDeletionCheck,
  STATUS_TONES,
  validateCorrection,
  type CorrectionDraft,
} from "./customer-order.ts";
import { ORDER_STATES } from "./order-states.ts";
import { TEXT_LIMITS } from "./order-schema.ts";

const PAID_AT = new Date("2026-12-01T10:00:00Z");
const hoursAfterPayment = (hours: number) => new Date(PAID_AT.getTime() + hours * 3_600_000);

const draft = (overrides: Partial<CorrectionDraft> = {}): CorrectionDraft => ({
  childName: "Mia",
  namePronunciation: "",
  age: "6",
  eyeColour: "blue",
  eyeColourOther: "",
  hairColour: "black",
  hairColourOther: "",
  achievements: "",
  wishes: "A sledge",
  message: "",
  ...overrides,
});

describe("the status a customer reads", () => {
  it("has a tone for every state, so the badge never says it by colour alone", () => {
    expect(Object.keys(STATUS_TONES).sort()).toEqual([...ORDER_STATES].sort());
  });

  it("keeps customer-facing events in the history and leaves bookkeeping out", () => {
    expect(
      ["order_created", "paid", "cancelled", "refunded", "corrected", "photos_deleted"].every(
        isTimelineEvent,
      ),
    ).toBe(true);
    expect(isTimelineEvent("checkout_started")).toBe(false);
    expect(isTimelineEvent("refund_requested")).toBe(false);
  });
});

describe("what the customer may do", () => {
  it("pays only an order that awaits payment", () => {
    const now = hoursAfterPayment(1);
    for (const state of ORDER_STATES) {
      const paidAt = state === "awaiting_payment" ? null : PAID_AT;
      expect(orderActions({ state, paidAt, filmFiles: 0, photos: 0 }, now).pay, state).toBe(
        state === "awaiting_payment",
      );
    }
  });

  it("cancels an unpaid order, refunds a paid one, and does neither once production has started", () => {
    expect(cancellation("awaiting_payment")).toBe("cancel");
    expect(cancellation("paid")).toBe("refund");
    for (const state of ["in_production", "ready", "delivered", "cancelled", "refunded"] as const) {
      expect(cancellation(state), state).toBeUndefined();
    }
  });

  it("corrects within 24 hours of payment, to the millisecond, and not after", () => {
    expect(correctionDeadline(PAID_AT)).toEqual(hoursAfterPayment(24));
    expect(correctionCheck({ state: "paid", paidAt: PAID_AT }, hoursAfterPayment(23.99))).toEqual({
      allowed: true,
      remake: false,
    });
    expect(correctionCheck({ state: "paid", paidAt: PAID_AT }, hoursAfterPayment(24)).allowed).toBe(true);
    expect(
      correctionCheck({ state: "paid", paidAt: PAID_AT }, new Date(PAID_AT.getTime() + 86_400_001)),
    ).toEqual({ allowed: false, reason: "window_passed" });
  });

  it("makes the film again when a correction comes after production started", () => {
    for (const state of ["in_production", "ready", "delivered"] as const) {
      expect(correctionCheck({ state, paidAt: PAID_AT }, hoursAfterPayment(2)), state).toEqual({
        allowed: true,
        remake: true,
      });
    }
  });

  it("does not change a film while it is being rendered from its old details; before and after, it may", () => {
    const order = { state: "in_production", paidAt: PAID_AT } as const;
    expect(filmCorrectionCheck(order, { renderState: "rendering" }, hoursAfterPayment(1))).toEqual({
      allowed: false,
      reason: "rendering",
    });
    for (const renderState of [null, "queued", "ready", "failed"] as const) {
      expect(filmCorrectionCheck(order, { renderState }, hoursAfterPayment(1)), String(renderState)).toEqual({
        allowed: true,
        remake: true,
      });
    }
    expect(filmCorrectionCheck(order, { renderState: "ready" }, hoursAfterPayment(25))).toEqual({
      allowed: false,
      reason: "window_passed",
    });
  });

  it("corrects an unpaid order (nothing is made yet) but never a cancelled or refunded one", () => {
    expect(correctionCheck({ state: "awaiting_payment", paidAt: null }, hoursAfterPayment(500)).allowed).toBe(
      true,
    );
    expect(correctionCheck({ state: "cancelled", paidAt: null }, PAID_AT)).toEqual({
      allowed: false,
      reason: "closed",
    });
    expect(correctionCheck({ state: "refunded", paidAt: PAID_AT }, hoursAfterPayment(1)).allowed).toBe(false);
  });

  it("offers watching only for a ready film whose file exists, and ordering again always", () => {
    const now = hoursAfterPayment(30);
    const facts = { paidAt: PAID_AT, photos: 0 };
    expect(orderActions({ ...facts, state: "ready", filmFiles: 0 }, now).watch).toBe(false);
    expect(orderActions({ ...facts, state: "ready", filmFiles: 1 }, now).watch).toBe(true);
    expect(orderActions({ ...facts, state: "delivered", filmFiles: 2 }, now).watch).toBe(true);
    expect(orderActions({ ...facts, state: "in_production", filmFiles: 1 }, now).watch).toBe(false);
    expect(orderActions({ state: "cancelled", paidAt: null, filmFiles: 0, photos: 0 }, now)).toEqual({
      pay: false,
      cancel: undefined,
      correct: false,
      watch: false,
      deletePhotos: false,
      orderAgain: true,
    });
  });
});

describe("deleting an order's photos", () => {
  it("is allowed once the film no longer needs them: delivered, cancelled or refunded", () => {
    for (const state of ["delivered", "cancelled", "refunded"] as const) {
      expect(photoDeletionCheck(state), state).toEqual({ allowed: true, filmWithoutPhotos: false });
    }
  });

  it("is allowed before payment, and then the film would be made without photos", () => {
    expect(photoDeletionCheck("awaiting_payment")).toEqual({ allowed: true, filmWithoutPhotos: true });
  });

  it("waits for delivery while the film is being made from them", () => {
    for (const state of ["paid", "in_production", "ready"] as const) {
      expect(photoDeletionCheck(state), state).toEqual({ allowed: false, reason: "until_delivery" });
    }
  });

  it("is offered only while the order still has photos", () => {
    const now = hoursAfterPayment(1);
    const offered = (state: (typeof ORDER_STATES)[number], photos: number) =>
      orderActions({ state, paidAt: PAID_AT, filmFiles: 0, photos }, now).deletePhotos;
    expect(offered("delivered", 3)).toBe(true);
    expect(offered("awaiting_payment", 1)).toBe(true);
    expect(offered("delivered", 0)).toBe(false);
    expect(offered("paid", 3)).toBe(false);
    expect(offered("ready", 3)).toBe(false);
  });
});

describe("a correction", () => {
  it("is read field by field from a posted form, missing fields as empty text", () => {
    const form = new FormData();
    form.set("childName", "Mía");
    form.set("age", "7");
    expect(correctionDraft((field) => form.get(field))).toEqual({
      ...draft({ childName: "Mía", age: "7", eyeColour: "", hairColour: "", wishes: "" }),
    });
  });

  it("passes with the order form's rules and trims what was typed", () => {
    const result = validateCorrection(
      draft({ childName: "  Mía ", hairColour: "other", hairColourOther: "Copper" }),
    );
    expect(result).toEqual({
      ok: true,
      correction: {
        childName: "Mía",
        age: 6,
        eyeColour: { choice: "blue" },
        hairColour: { choice: "other", other: "Copper" },
        wishes: "A sledge",
      },
    });
  });

  it("takes how the name is said by the order form's rule: tidied, or refused with its message", () => {
    const spelt = validateCorrection(draft({ namePronunciation: "  Shiv-awn  " }));
    expect(spelt).toMatchObject({
      ok: true,
      correction: { childName: "Mia", namePronunciation: "Shiv-awn" },
    });
    expect(validateCorrection(draft({ namePronunciation: "Shiv<awn>" }))).toEqual({
      ok: false,
      errors: { namePronunciation: "order.error.respelling" },
    });
    expect(validateCorrection(draft({ namePronunciation: "a".repeat(81) }))).toEqual({
      ok: false,
      errors: { namePronunciation: "order.error.tooLong" },
    });
  });

  it("names each field's first problem with the order form's messages", () => {
    const result = validateCorrection(
      draft({
        childName: " ",
        age: "200",
        eyeColour: "purple",
        hairColour: "other",
        wishes: "x".repeat(TEXT_LIMITS.wishes + 1),
      }),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        childName: "order.error.required",
        age: "order.error.age",
        eyeColour: "order.error.choice",
        hairColourOther: "order.error.required",
        wishes: "order.error.tooLong",
      },
    });
  });
});
