// Rewrites a rendered page before it is sent. It holds the page until React has written all of it
// (a few milliseconds: the pages have nothing to stream), then applies the rewrite once.
import { Transform } from "node:stream";

export function rewriteWholePage(rewrite: (html: string) => string): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    flush(callback) {
      callback(null, rewrite(Buffer.concat(chunks).toString("utf8")));
    },
  });
}
