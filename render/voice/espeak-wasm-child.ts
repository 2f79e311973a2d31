// Run by espeak-wasm-engine.ts in its own Node process: the phrase on stdin, espeak-ng compiled to
// WebAssembly (npm text2wav) speaks it, the WAV goes to stdout. A process of its own, so a phrase can be
// timed out and killed like the binaries, and the module's memory goes when it ends.
import { createRequire } from "node:module";

/** Exit code for "text2wav is not installed", which the engine reports as engine-missing. */
export const TEXT2WAV_MISSING = 3;

type Text2wav = (text: string, ...args: string[]) => Promise<Uint8Array>;

async function main(): Promise<void> {
  let text2wav: Text2wav;
  try {
    text2wav = createRequire(import.meta.url)("text2wav") as Text2wav;
  } catch (error) {
    process.stderr.write(`text2wav is not installed: ${(error as Error).message}\n`);
    process.exit(TEXT2WAV_MISSING);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // The module reads its arguments like a command line: a leading space keeps a phrase starting
  // with "-" from being taken for an option.
  const text = ` ${Buffer.concat(chunks).toString("utf8")}`;
  const wav = await text2wav(text, ...process.argv.slice(2));
  process.stdout.write(wav);
}

if (import.meta.main) await main();
