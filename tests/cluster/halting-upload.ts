// A photo uploaded as the order form's picker uploads it (POST /order/photos: draftKey, photo), but
// sent in two halves with a pause between, so that something can happen to the web process while
// it holds half a photo: the cluster test kills it there. Answers what the buyer's browser would
// see: the staged photo's token, an error status, or a connection that broke.
import { request } from "node:http";
import { PHOTO_UPLOAD_PATH } from "#domain/photo-rules.ts";
import { UPSTREAM_HEADER } from "./round-robin-nginx.ts";

export interface UploadOutcome {
  status?: number;
  token?: string;
  /** The web process that answered, as nginx names it. */
  upstream?: string;
  /** The connection broke before an answer. */
  broken?: string;
}

function multipartParts(boundary: string, draftKey: string, fileName: string) {
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="draftKey"\r\n\r\n${draftKey}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${fileName}"\r\n` +
    "Content-Type: image/jpeg\r\n\r\n";
  return { head: Buffer.from(head), tail: Buffer.from(`\r\n--${boundary}--\r\n`) };
}

/**
 * Uploads `photo` through `origin`: the first half, then `between()`, then the rest. A connection
 * that breaks (its web process killed) ends the upload with `broken` set. Answers once both the
 * answer and `between()` are done.
 */
export async function uploadInTwoHalves(
  origin: string,
  draftKey: string,
  photo: Buffer,
  fileName: string,
  between: () => Promise<void>,
): Promise<UploadOutcome> {
  const boundary = `----cluster${Date.now()}`;
  const { head, tail } = multipartParts(boundary, draftKey, fileName);
  const half = Math.floor(photo.length / 2);
  const upload = request(`${origin}${PHOTO_UPLOAD_PATH}`, {
    // A connection of its own, as a browser opens after one broke: a kept-alive socket that carried
    // a body cut short is not one to send the next upload on.
    agent: false,
    method: "POST",
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "content-length": head.length + photo.length + tail.length,
    },
  });
  let answered = false;
  const outcome = new Promise<UploadOutcome>((resolve) => {
    const settle = (result: UploadOutcome) => {
      answered = true;
      resolve(result);
    };
    upload.on("error", (error) => settle({ broken: error.message }));
    upload.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", (error) => settle({ broken: error.message }));
      response.on("end", () => {
        let token: string | undefined;
        try {
          token = (JSON.parse(Buffer.concat(chunks).toString("utf8")) as { token?: string }).token;
        } catch {
          // an error page, not the picker's JSON
        }
        settle({
          status: response.statusCode,
          upstream: String(response.headers[UPSTREAM_HEADER] ?? ""),
          ...(token && { token }),
        });
      });
    });
  });
  upload.write(Buffer.concat([head, photo.subarray(0, half)]));
  try {
    await between();
  } catch (error) {
    upload.destroy();
    throw error;
  }
  // The answer may already have come (an error for the half sent): the rest is not wanted then.
  if (!answered && !upload.destroyed) upload.end(Buffer.concat([photo.subarray(half), tail]));
  return outcome;
}
