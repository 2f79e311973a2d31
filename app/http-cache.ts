// Pages with nothing of one visitor in them may be kept for a second by the server's page cache
// (and any CDN): enough to serve a rush from memory while the countdown stays right to the second.
export function publicPageHeaders() {
  return { "Cache-Control": "public, max-age=0, s-maxage=1" };
}
