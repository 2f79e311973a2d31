import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const TOGETHER = path.resolve(import.meta.dirname, "together.ts");
let folder = "";

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "together-"));
  const scripts = {
    slow: `node -e "setTimeout(() => console.log('slow done'), 600)"`,
    quick: `node -e "console.log('quick line one'); console.log('quick line two')"`,
    broken: `node -e "console.error('broken says why'); process.exit(3)"`,
  };
  await writeFile(path.join(folder, "package.json"), JSON.stringify({ name: "together-check", scripts }));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

async function together(...scripts: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [TOGETHER, ...scripts], {
      cwd: folder,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe("npm scripts run side by side", () => {
  it("prints each other script's output whole, apart from the first's, and passes when all pass", async () => {
    const { code, output } = await together("slow", "quick");
    expect(code).toBe(0);
    expect(output).toMatch(/── npm run quick \([\d.]+ s, exit 0\) ──\n[^]*quick line one\nquick line two\n/);
    // The quick one ended while the slow one still ran: they ran at once.
    // (npm echoes each command, so the line is looked for at a line's start.)
    expect(output.indexOf("\nquick line two")).toBeLessThan(output.indexOf("\nslow done"));
    expect(output).toMatch(/passed {2}npm run slow/);
    expect(output).toMatch(/passed {2}npm run quick/);
  });

  it("fails when any fails, after all have ended, saying which and why", async () => {
    const { code, output } = await together("slow", "broken");
    expect(code).toBe(1);
    expect(output).toContain("\nbroken says why");
    expect(output).toContain("\nslow done");
    expect(output).toMatch(/FAILED {2}npm run broken/);
    expect(output).toMatch(/passed {2}npm run slow/);
  });
});
