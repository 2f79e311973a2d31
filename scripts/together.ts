// Runs npm scripts side by side: the first one's output as it comes, each other's whole once it ends,
// so the short checks run in the unit lane's idle moments without mixing their lines into its
// (decision 070). They are not free: the lane took about 40 s longer with them beside it, against
// 49 s for the checks one after the other. Fails when any fails, after all have ended.
//
//   node scripts/together.ts test:unit lint format:check typecheck
import { spawn } from "node:child_process";

interface Ended {
  script: string;
  code: number;
  seconds: number;
}

function run(script: string, live: boolean): Promise<Ended & { output: string }> {
  const started = performance.now();
  const child = spawn("npm", ["run", script], {
    stdio: live ? "inherit" : ["ignore", "pipe", "pipe"],
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? "1" : "0") },
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.on("error", (error) => {
      output += `${error.message}\n`;
    });
    child.on("close", (code) =>
      resolve({
        script,
        // No code means a signal ended it.
        code: code ?? 1,
        seconds: (performance.now() - started) / 1000,
        output,
      }),
    );
  });
}

const [first, ...others] = process.argv.slice(2);
if (!first) {
  console.error("usage: node scripts/together.ts <npm script streamed> [<npm script> …]");
  process.exit(2);
}

const ended = await Promise.all([
  run(first, true),
  ...others.map((script) =>
    run(script, false).then((result) => {
      process.stdout.write(
        `\n── npm run ${script} (${result.seconds.toFixed(1)} s, exit ${result.code}) ──\n`,
      );
      process.stdout.write(result.output);
      return result;
    }),
  ),
]);
const failed = ended.filter((result) => result.code !== 0);
for (const { script, code, seconds } of ended)
  console.log(`${code === 0 ? "passed" : "FAILED"}  npm run ${script}  (${seconds.toFixed(1)} s)`);
process.exit(failed.length > 0 ? 1 : 0);
