// The photo upload against the real server, as an attacker would send it: from another site's page,
// and 200 MB streamed without a Content-Length. Each is refused with its status, and the server
// takes the next photo as usual.
import { randomUUID } from "node:crypto";
import { expect, test } from "./support/fixtures.ts";
import { randomClientIp } from "./support/account.ts";
import { jpegPhoto } from "./support/photos.ts";
import { SHOP_URL } from "./support/servers.ts";

const MB = 1024 * 1024;

/** One photo, as the picker posts it, from a visitor address of its own. */
async function postPhoto(headers: Record<string, string> = {}) {
  const photo = await jpegPhoto("IMG_0001.jpg");
  const form = new FormData();
  form.append("draftKey", randomUUID());
  form.append("photo", new Blob([new Uint8Array(photo.buffer)], { type: photo.mimeType }), photo.name);
  return fetch(`${SHOP_URL}/order/photos`, {
    method: "POST",
    body: form,
    headers: { "x-forwarded-for": randomClientIp(), ...headers },
  });
}

test("a photo posted by another site's page is refused, and the shop's own page still uploads", async () => {
  const foreign = await postPhoto({ origin: "https://elsewhere.example", "sec-fetch-site": "cross-site" });
  expect(foreign.status).toBe(403);
  const own = await postPhoto({ origin: SHOP_URL, "sec-fetch-site": "same-origin" });
  expect(own.status).toBe(201);
});

test("200 MB streamed without a length is cut off with 413 long before its end; the server goes on", async () => {
  const boundary = `----abuse${randomUUID()}`;
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="draftKey"\r\n\r\n${randomUUID()}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="huge.jpg"\r\n` +
      "Content-Type: image/jpeg\r\n\r\n",
  );
  const chunk = new Uint8Array(MB).fill(0x41);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) controller.enqueue(head);
      if (sent >= 200 * MB) {
        controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
        controller.close();
        return;
      }
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  const response = await fetch(`${SHOP_URL}/order/photos`, {
    method: "POST",
    body,
    duplex: "half",
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "x-forwarded-for": randomClientIp(),
    },
  } as RequestInit).catch((error: unknown) => error);
  // The server may answer and close while bytes are still on their way; either way it read no 200 MB.
  if (response instanceof Response) {
    expect(response.status).toBe(413);
    // The route answers the picker's JSON; the body limit in front of the router, its own page.
    if (response.headers.get("content-type")?.includes("json")) {
      expect(((await response.json()) as { error: string }).error).toBe("photo.error.tooBig");
    } else {
      await response.body?.cancel();
    }
  }
  expect(sent).toBeLessThan(200 * MB);
  expect((await postPhoto()).status).toBe(201);
});
