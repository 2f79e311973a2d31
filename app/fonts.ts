// The body font is self-hosted and preloaded so the first paint already uses it.
import nunitoLatin from "@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?url";

export const fontPreload = {
  rel: "preload",
  href: nunitoLatin,
  as: "font",
  type: "font/woff2",
  crossOrigin: "anonymous",
} as const;
