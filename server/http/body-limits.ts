// How large a request's body may be, decided from its path and type before the router runs: the
// uploads their own limits, the payment provider's webhook its own, every other form a small one.
import {
  filmUploadLimits,
  NAME_UPLOAD_LIMITS,
  ORDER_FORM_LIMITS,
  PHOTO_UPLOAD_LIMITS,
} from "./upload-limits.ts";

export interface BodyLimit {
  maxBytes: number;
  /**
   * Streamed to the route, which reads it as it arrives (busboy, to temp files); otherwise the body
   * is read whole, within `maxBytes`, before the router sees the request.
   */
  streamed: boolean;
}

const KB = 1024;

/**
 * Every form but the uploads. The largest real one is a film's correction (name, two colours,
 * achievements, wishes, message) at its text limits: with every character a 3-byte one,
 * percent-encoded (9 bytes each), ~29 KB. 64 KB leaves twice that.
 */
export const FORM_BODY_MAX_BYTES = 64 * KB;

/**
 * Stripe's webhook: a Checkout Session event is a few KB; Stripe states no maximum, so 1 MB
 * leaves room for metadata and expanded objects, and is still read whole without concern.
 */
export const WEBHOOK_BODY_MAX_BYTES = 1024 * KB;

/**
 * Over each upload's own limit, so the route answers first in its own words (JSON for the photo
 * picker, the form for the order): this layer is the backstop for a route that did not check.
 */
export const UPLOAD_MARGIN_BYTES = 64 * KB;

export const WEBHOOK_PATH = "/payments/stripe/webhook";

/** The path the router matches: without its single-fetch `.data` suffix, case and trailing slash. */
export function routePath(pathname: string): string {
  const path = pathname.toLowerCase().replace(/\.data$/, "");
  if (path === "/_root") return "/";
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

const isMultipart = (contentType: string | undefined) => /^multipart\/form-data\s*;/i.test(contentType ?? "");

/** The upload's own limit in bytes, when the path takes one and the body is a multipart form. */
function uploadLimit(path: string, settings: { filmUploadMaxMb: number }): number | undefined {
  if (path === "/order/photos") return PHOTO_UPLOAD_LIMITS.maxTotalBytes;
  if (path === "/order") return ORDER_FORM_LIMITS.maxTotalBytes;
  // A take of a name, or of one of Santa's lines: the same form and limits.
  if (path === "/console/names" || path === "/console/lines") return NAME_UPLOAD_LIMITS.maxTotalBytes;
  if (/^\/console\/films\/[^/]+\/upload$/.test(path))
    return filmUploadLimits(settings.filmUploadMaxMb).maxTotalBytes;
  return undefined;
}

export function bodyLimitFor(
  request: { pathname: string; contentType: string | undefined },
  settings: { filmUploadMaxMb: number },
): BodyLimit {
  const path = routePath(request.pathname);
  if (path === WEBHOOK_PATH) return { maxBytes: WEBHOOK_BODY_MAX_BYTES, streamed: false };
  const upload = isMultipart(request.contentType) ? uploadLimit(path, settings) : undefined;
  if (upload !== undefined) return { maxBytes: upload + UPLOAD_MARGIN_BYTES, streamed: true };
  // Anything else, a multipart body to a route that takes no file included, is an ordinary form.
  return { maxBytes: FORM_BODY_MAX_BYTES, streamed: false };
}
