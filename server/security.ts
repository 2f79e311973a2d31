// Security headers, with a Content-Security-Policy that allows only our own scripts (by nonce)
// and the third parties the configuration turns on.
import { randomBytes, randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import type { Config } from "./config.ts";
import { bucketOrigin } from "./storage/s3-storage.ts";
import {
  CSP_NONCE_HEADER,
  CLIENT_IP_HEADER,
  REFUSED_STATUS_HEADER,
  REQUEST_ID_HEADER,
} from "./request-headers.ts";

const HUBSPOT_SOURCES = ["https://*.hsforms.net", "https://*.hsforms.com", "https://*.hubspot.com"];

/** Gives each request an id and a nonce, readable by the app as request headers. */
export function tagRequest(request: Request, response: Response, next: NextFunction) {
  const requestId = randomUUID();
  request.headers[REQUEST_ID_HEADER] = requestId;
  request.headers[CSP_NONCE_HEADER] = randomBytes(16).toString("base64");
  request.headers[CLIENT_IP_HEADER] = request.ip ?? request.socket.remoteAddress ?? "unknown";
  // Only this server says a request was refused; a client's claim would turn any page into one.
  delete request.headers[REFUSED_STATUS_HEADER];
  response.setHeader("X-Request-Id", requestId);
  next();
}

/** The headers a hashed asset needs: no sniffing into another type, no use by other sites. */
export function assetHeaders(_request: Request, response: Response, next: NextFunction) {
  response.setHeader("X-Content-Type-Options", "nosniff");
  response.setHeader("Cross-Origin-Resource-Policy", "same-origin");
  next();
}

const STRIPE_CHECKOUT_ORIGIN = "https://checkout.stripe.com";

/**
 * Powerful features no page of the shop uses are off for it and for any frame; the microphone is
 * the console's name recorder's, on our own origin only. Only features every browser knows are
 * named: an unknown one is a console error on every page.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=(self)",
  "payment=()",
  "usb=()",
].join(", ");

function permissionsPolicy(_request: Request, response: Response, next: NextFunction) {
  response.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  next();
}

export function securityHeaders(config: Config, { dev }: { dev: boolean }) {
  // An outside player is framed only when the shop configured one; our own samples need no frame.
  const outsidePlayer = config.EXAMPLE_VIDEO_IDS_EN || config.EXAMPLE_VIDEO_IDS_ES;
  const videoOrigins = outsidePlayer
    ? [new URL(config.EXAMPLE_VIDEO_EMBED_URL.replace("{id}", "x").replace("{language}", "en")).origin]
    : [];
  const hubspot = config.ORDER_FORM === "hubspot" ? HUBSPOT_SOURCES : [];
  // A form POST that redirects to the payment page is held to form-action as well.
  const checkout = config.STRIPE_SECRET_KEY ? [STRIPE_CHECKOUT_ORIGIN] : [];
  // A family's film from a bucket is played from the bucket's address it redirects to (decision 054).
  const bucket = config.STORAGE_URL ? [bucketOrigin(config.STORAGE_URL)] : [];
  const helmetHeaders = helmet({
    contentSecurityPolicy: dev
      ? false
      : {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: [
              "'self'",
              (request) => `'nonce-${(request as Request).headers[CSP_NONCE_HEADER] as string}'`,
              ...hubspot,
            ],
            styleSrc: ["'self'", "'unsafe-inline'", ...hubspot],
            // blob: previews of photos while they upload.
            imgSrc: ["'self'", "data:", "blob:", ...hubspot],
            // blob: an operator's take of a name, played back before it is saved.
            mediaSrc: ["'self'", "blob:", ...bucket],
            fontSrc: ["'self'"],
            frameSrc: videoOrigins.length + hubspot.length > 0 ? [...videoOrigins, ...hubspot] : ["'none'"],
            connectSrc: ["'self'", ...hubspot],
            formAction: ["'self'", ...hubspot, ...checkout],
            // No other site may frame a page of ours (clickjacking of the order and sign-in forms).
            frameAncestors: ["'self'"],
            upgradeInsecureRequests: config.PUBLIC_URL.startsWith("https:") ? [] : null,
          },
        },
    // The example player and the fonts are cross-origin or same-origin resources that need no COEP.
    crossOriginEmbedderPolicy: false,
    // Video hosts refuse to play embeds that send no referrer at all.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Per request, by how it arrived: server/http/transport-security.ts.
    strictTransportSecurity: false,
  });
  return [helmetHeaders, permissionsPolicy];
}
