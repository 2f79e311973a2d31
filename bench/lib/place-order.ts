// An order placed over HTTP the way the order form does it in a browser: each photo uploaded on its
// own to the picker's endpoint, then the form sent with the photos' tokens, then paid on the
// shop's test-mode checkout (no Stripe key).
import { randomUUID } from "node:crypto";
import { PHOTO_UPLOAD_PATH } from "#domain/photo-rules.ts";

export interface BenchOrder {
  buyerEmail: string;
  childName: string;
  photos: Buffer[];
}

/** One photo as the picker uploads it, filed under the form's `draftKey`: the staged photo's token. */
export async function uploadPhoto(origin: string, draftKey: string, photo: Buffer, fileName: string) {
  const form = new FormData();
  // The key first, as the picker sends it: the server files the photo under it as it streams.
  form.set("draftKey", draftKey);
  form.set("photo", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), fileName);
  const response = await fetch(`${origin}${PHOTO_UPLOAD_PATH}`, { method: "POST", body: form });
  const body = (await response.json()) as { token?: string; error?: string };
  if (response.status !== 201 || !body.token) {
    throw new Error(`The photo ${fileName} was refused: ${response.status} ${body.error ?? ""}`);
  }
  return body.token;
}

/** Uploads the photos one after another, as the picker does, sends the form: the checkout's URL. */
export async function placeOrder(origin: string, order: BenchOrder): Promise<string> {
  const draftKey = randomUUID();
  const tokens: string[] = [];
  for (const [index, photo] of order.photos.entries()) {
    tokens.push(await uploadPhoto(origin, draftKey, photo, `IMG_${1000 + index}.JPG`));
  }
  return sendOrderForm(origin, order, draftKey, tokens);
}

/** Sends the order form with photos already staged under `draftKey` (their tokens): the checkout's URL. */
export async function sendOrderForm(
  origin: string,
  order: Omit<BenchOrder, "photos">,
  draftKey: string,
  tokens: string[],
): Promise<string> {
  const form = new FormData();
  form.set("draftKey", draftKey);
  form.set("films.0.childName", order.childName);
  form.set("films.0.age", "6");
  form.set("films.0.achievements", "Learned to swim\nRead her first book");
  form.set("films.0.eyeColour", "brown");
  form.set("films.0.hairColour", "black");
  form.set("films.0.wishes", "A telescope\nSnow on Christmas");
  form.set("films.0.message", "Santa heard how kind you were to your new classmate. Keep shining!");
  form.set("films.0.language", "en");
  for (const token of tokens) form.append("films.0.photos", token);
  form.set("buyerName", "Bench Parent");
  form.set("buyerEmail", order.buyerEmail);
  form.set("confirmsAdult", "on");
  form.set("acceptsTerms", "on");
  form.set("intent", "submit");
  const response = await fetch(`${origin}/order`, { method: "POST", body: form, redirect: "manual" });
  const location = response.headers.get("location") ?? "";
  if (response.status !== 302 || !location.includes("/checkout/test/")) {
    throw new Error(
      `The order was not accepted: ${response.status} ${location} ${(await response.text()).slice(0, 300)}`,
    );
  }
  return new URL(location, origin).href;
}

/** Presses "Pay" on the test-mode checkout: performance.now() once the shop has answered. */
export async function payInTestMode(checkoutUrl: string): Promise<number> {
  const response = await fetch(checkoutUrl, {
    method: "POST",
    body: new URLSearchParams({ outcome: "pay" }),
    redirect: "manual",
  });
  const paidAt = performance.now();
  const location = response.headers.get("location") ?? "";
  if (response.status !== 302 || !location.includes("/orders/")) {
    throw new Error(`The payment did not go through: ${response.status} ${location}`);
  }
  return paidAt;
}
