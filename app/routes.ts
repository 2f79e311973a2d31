// The route table.
import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("order", "routes/order.tsx"),
  route("order/photos", "routes/order-photos.ts"),
  route("order/photos/:token/thumbnail", "routes/order-photo-thumbnail.ts"),
  route("orders/:token", "routes/order-status.tsx"),
  route("films/:token", "routes/film.tsx"),
  route("films/:token/video.mp4", "routes/film-video.ts"),
  route("films/:token/captions.vtt", "routes/film-captions.ts"),
  route("samples/:file", "routes/sample-film.ts"),
  route("checkout/test/:session", "routes/checkout-test.tsx"),
  route("payments/stripe/webhook", "routes/stripe-webhook.ts"),
  route("dev/outbox", "routes/dev-outbox.tsx"),
  route("dev/outbox/:name", "routes/dev-outbox-message.ts"),
  route("account", "routes/account.tsx"),
  route("account/sign-in", "routes/account-sign-in.tsx"),
  route("account/logout", "routes/account-logout.ts"),
  route("account/email/confirm", "routes/account-email-confirm.tsx"),
  route("account/data", "routes/account-data.ts"),
  // The operators' console: its layout's middleware answers 404 to anybody else, on every route below.
  ...prefix("console", [
    layout("routes/console-layout.tsx", [
      index("routes/console-queue.tsx"),
      route("orders.csv", "routes/console-export.ts"),
      route("orders/:reference", "routes/console-order.tsx"),
      route("orders/:reference/photos.zip", "routes/console-photos-zip.ts"),
      route("photos/:token", "routes/console-photo.ts"),
      route("films/:filmId/video.mp4", "routes/console-film-video.ts"),
      route("films/:filmId/upload", "routes/console-film-upload.ts"),
      route("dashboard", "routes/console-dashboard.tsx"),
      route("names", "routes/console-names.tsx"),
      route("names/:nameId/audio", "routes/console-name-audio.ts"),
    ]),
  ]),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("__fault", "routes/fault.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
