// The crash test's buyers: each posts the order form the way a browser without JavaScript does
// (one multipart POST to /order with the photos in it, the form's own draft key), presses
// "Pay" on the test-mode checkout, and notes what it saw. A connection cut before an answer is
// what a buyer meets when the server dies: they press again, the same form with the same key.
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { PickedFile } from "../e2e/support/photos.ts";

/** How long a buyer keeps pressing again while the shop does not answer (it is restarting). */
const GIVE_UP_AFTER_MS = 180_000;
const RETRY_PAUSE_MS = 250;
/** A busy shop's Retry-After is honoured, within reason, as a patient buyer would. */
const MAX_BUSY_WAIT_MS = 10_000;
/** What a buyer reads when a photo met the shop's full photo queue (photo.error.busy, English). */
const BUSY_MESSAGE = "We are busy processing many photos right now";
/** The staged photos the returned form lists, as the picker's hidden inputs. */
const LISTED_PHOTO = /name="films\.0\.photos" value="([A-Za-z0-9_-]{22})"/g;

export type SubmissionOutcome =
  /** Answered with the way to pay: the order exists. */
  | "accepted"
  /** Answered with the form again (an error in it, or a limit): no order. */
  | "refused"
  /** No answer in the end, or an error page: the buyer cannot tell. */
  | "unknown";

export interface Submission {
  round: number;
  index: number;
  draftKey: string;
  /** The buyer's own address, for the per-connection limits (TRUST_PROXY). */
  address: string;
  /** False: the terms box is left unticked, so the shop must refuse it. */
  valid: boolean;
  photoCount: number;
  /** Whether this buyer pays once accepted. */
  pays: boolean;
  attempts: number;
  /** Requests that ended without an answer (the connection refused or cut). */
  cutOff: number;
  /** 503 or 429 answers, or the form back with "busy, try again", that the buyer sent again. */
  busy: number;
  /** Photos the shop already staged for this form, listed by the form it answered with. */
  stagedTokens: string[];
  /** 5xx answers other than a busy 503: a crash the buyer saw. */
  serverErrors: number[];
  outcome?: SubmissionOutcome;
  lastStatus?: number;
  checkoutUrl?: string;
  payment?: "paid" | "unknown";
  paymentAttempts: number;
}

/** Answers seen so far, so the chaos can strike while the rest are in flight. */
export class AnswerCounter {
  private count = 0;
  private readonly waiters: { threshold: number; resolve: () => void }[] = [];

  get answers(): number {
    return this.count;
  }

  add(): void {
    this.count += 1;
    for (const waiter of [...this.waiters]) {
      if (this.count < waiter.threshold) continue;
      this.waiters.splice(this.waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  }

  reached(threshold: number): Promise<void> {
    if (this.count >= threshold) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ threshold, resolve }));
  }
}

export function newSubmission(
  round: number,
  index: number,
  choices: { valid: boolean; photoCount: number; pays: boolean },
): Submission {
  return {
    round,
    index,
    draftKey: randomUUID(),
    // 10.<round>.<high>.<low>: unique per buyer across rounds.
    address: `10.${round}.${index >> 8}.${index & 255}`,
    ...choices,
    attempts: 0,
    cutOff: 0,
    busy: 0,
    stagedTokens: [],
    serverErrors: [],
    paymentAttempts: 0,
  };
}

/**
 * The order form as the browser posts it without JavaScript: text fields, the draft key, the photos
 * the shop already staged for it (listed by the form it answered with), and files for the rest.
 */
function orderForm(submission: Submission, photos: PickedFile[]): FormData {
  const form = new FormData();
  form.set("draftKey", submission.draftKey);
  form.set("films.0.childName", `Chaos ${submission.round}-${submission.index}`);
  form.set("films.0.age", "6");
  form.set("films.0.eyeColour", "brown");
  form.set("films.0.hairColour", "black");
  form.set("films.0.language", "en");
  for (const token of submission.stagedTokens) form.append("films.0.photos", token);
  for (const photo of photos.slice(submission.stagedTokens.length, submission.photoCount)) {
    form.append(
      "films.0.photoFiles",
      new Blob([new Uint8Array(photo.buffer)], { type: photo.mimeType }),
      photo.name,
    );
  }
  form.set("buyerName", "Chaos Parent");
  form.set("buyerEmail", `buyer-${submission.round}-${submission.index}@chaos.example`);
  form.set("confirmsAdult", "on");
  if (submission.valid) form.set("acceptsTerms", "on");
  form.set("intent", "submit");
  return form;
}

function retryAfterMs(response: Response): number {
  const seconds = Number(response.headers.get("retry-after") ?? 1);
  return Math.min(
    MAX_BUSY_WAIT_MS,
    Math.max(RETRY_PAUSE_MS, (Number.isFinite(seconds) ? seconds : 1) * 1000),
  );
}

interface Press {
  /** The answer, or undefined when the shop gave none (down, or killed mid-request). */
  response?: Response;
  body?: string;
}

/**
 * One press of a button: the request and its whole answer read (so the answer counts only once
 * it has fully arrived), or no answer at all.
 */
async function press(url: string, init: RequestInit, answers: AnswerCounter): Promise<Press> {
  try {
    const response = await fetch(url, { ...init, redirect: "manual" });
    const body = await response.text();
    answers.add();
    return { response, body };
  } catch {
    return {};
  }
}

function headersOf(origin: string, submission: Submission): Record<string, string> {
  // A browser sends its page's origin with every form post; the shop checks it.
  return { origin, "x-forwarded-for": submission.address };
}

/** Posts the form until the shop answers it, as a buyer pressing "Continue to payment" again would. */
export async function submitOrder(
  origin: string,
  submission: Submission,
  photos: PickedFile[],
  answers: AnswerCounter,
): Promise<void> {
  const giveUpAt = Date.now() + GIVE_UP_AFTER_MS;
  while (Date.now() < giveUpAt) {
    submission.attempts += 1;
    const { response, body: answer = "" } = await press(
      `${origin}/order`,
      { method: "POST", body: orderForm(submission, photos), headers: headersOf(origin, submission) },
      answers,
    );
    if (!response) {
      submission.cutOff += 1;
      await sleep(RETRY_PAUSE_MS);
      continue;
    }
    submission.lastStatus = response.status;
    const location = response.headers.get("location") ?? "";
    if (response.status >= 300 && response.status < 400 && location.includes("/checkout/test/")) {
      submission.outcome = "accepted";
      submission.checkoutUrl = new URL(location, origin).href;
      return;
    }
    if (response.status === 429 || (response.status === 503 && response.headers.has("retry-after"))) {
      submission.busy += 1;
      await sleep(retryAfterMs(response));
      continue;
    }
    if (response.status >= 500) {
      submission.serverErrors.push(response.status);
      submission.outcome = "unknown";
      return;
    }
    // The form again: with "busy, try again in a moment" on a photo, the buyer presses again, the
    // photos the shop kept listed in it and the refused one chosen again.
    if (response.status < 300 && answer.includes(BUSY_MESSAGE)) {
      submission.busy += 1;
      submission.stagedTokens = [...answer.matchAll(LISTED_PHOTO)].map((match) => match[1] ?? "");
      await sleep(1_000);
      continue;
    }
    // The form again with an error in it: this form did not become an order.
    submission.outcome = response.status < 300 || response.status >= 400 ? "refused" : "unknown";
    return;
  }
  submission.outcome = "unknown";
}

/** Presses "Pay" on the test-mode checkout until the shop answers with the order's page. */
export async function payOrder(
  origin: string,
  submission: Submission,
  answers: AnswerCounter,
): Promise<void> {
  if (!submission.checkoutUrl) return;
  const giveUpAt = Date.now() + GIVE_UP_AFTER_MS;
  while (Date.now() < giveUpAt) {
    submission.paymentAttempts += 1;
    const { response } = await press(
      submission.checkoutUrl,
      {
        method: "POST",
        body: new URLSearchParams({ outcome: "pay" }),
        headers: headersOf(origin, submission),
      },
      answers,
    );
    if (!response) {
      await sleep(RETRY_PAUSE_MS);
      continue;
    }
    const location = response.headers.get("location") ?? "";
    if (response.status >= 300 && response.status < 400 && location.includes("/orders/")) {
      submission.payment = "paid";
      return;
    }
    if (response.status === 429 || (response.status === 503 && response.headers.has("retry-after"))) {
      await sleep(retryAfterMs(response));
      continue;
    }
    if (response.status >= 500) submission.serverErrors.push(response.status);
    submission.payment = "unknown";
    return;
  }
  submission.payment = "unknown";
}
