// Security headers, with a Content-Security-Policy that allows only our own scripts (by nonce)
// and the third parties the configuration turns on.
import { randomBytes, randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import type { Config } from "./config.ts";
import { CSP_NONCE_HEADER, CLIENT_IP_HEADER, REQUEST_ID_HEADER } from "./request-headers.ts";

const HUBSPOT_SOURCES = ["https://*.hsforms.net", "https://*.hsforms.com", "https://*.hubspot.com"];

/** Gives each request an id and a nonce, readable by the app as request headers. */
export function tagRequest(request: Request, response: Response, next: NextFunction) {
  const requestId = randomUUID();
  request.headers[REQUEST_ID_HEADER] = requestId;
  request.headers[CSP_NONCE_HEADER] = randomBytes(16).toString("base64");
  request.headers[CLIENT_IP_HEADER] = request.ip ?? request.socket.remoteAddress ?? "unknown";
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

export function securityHeaders(config: Config, { dev }: { dev: boolean }) {
  // An outside player is framed only when the shop configured one; our own samples need no frame.
  const outsidePlayer = config.EXAMPLE_VIDEO_IDS_EN || config.EXAMPLE_VIDEO_IDS_ES;
  const videoOrigins = outsidePlayer
    ? [new URL(config.EXAMPLE_VIDEO_EMBED_URL.replace("{id}", "x").replace("{language}", "en")).origin]
    : [];
  const hubspot = config.ORDER_FORM === "hubspot" ? HUBSPOT_SOURCES : [];
  // A form POST that redirects to the payment page is held to form-action as well.
  const checkout = config.STRIPE_SECRET_KEY ? [STRIPE_CHECKOUT_ORIGIN] : [];
  return helmet({
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
            mediaSrc: ["'self'", "blob:"],
            fontSrc: ["'self'"],
            frameSrc: videoOrigins.length + hubspot.length > 0 ? [...videoOrigins, ...hubspot] : ["'none'"],
            connectSrc: ["'self'", ...hubspot],
            formAction: ["'self'", ...hubspot, ...checkout],
            upgradeInsecureRequests: config.PUBLIC_URL.startsWith("https:") ? [] : null,
          },
        },
    // The example player and the fonts are cross-origin or same-origin resources that need no COEP.
    crossOriginEmbedderPolicy: false,
    // Video hosts refuse to play embeds that send no referrer at all.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: config.PUBLIC_URL.startsWith("https:"),
  });
}
