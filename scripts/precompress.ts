// After the build: writes a maximal brotli (.br) and gzip (.gz) copy of every text asset, so the
// server sends the smallest file without compressing it again on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { COMPRESSIBLE_EXTENSIONS } from "#server/precompressed.ts";

const CLIENT = path.resolve(import.meta.dirname, "..", "build", "client");

function* files(folder: string): Generator<string> {
  for (const name of readdirSync(folder)) {
    const entry = path.join(folder, name);
    if (statSync(entry).isDirectory()) yield* files(entry);
    else yield entry;
  }
}

let count = 0;
for (const file of files(CLIENT)) {
  if (!COMPRESSIBLE_EXTENSIONS.has(path.extname(file))) continue;
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
  count++;
}
console.log(`Precompressed ${count} files in build/client.`);
