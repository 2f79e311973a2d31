// `npm run bench:beside-silent`: this code's render beside the film "before Santa spoke", in turn, round
// after round (decision 009's way), so the machine's hour moves both alike (decision 082). Issue 45
// sets its 15 s beside that film's 12.4 s; this machine's speed moves by a third within an hour, so
// the ratio of the two, taken in the same minutes, is the figure that does not move with it.
//
// The silent film is commit 92d6d24's renderer (the last before Santa's voices), checked out in a
// worktree beside this repository with this repository's node_modules, rendering the same child's
// 9-minute film with the same ten photos; ours is `bench/render.ts --render-once`, a worker's render.
// Each is timed by /usr/bin/time, whose CPU seconds include its ffmpeg. Each prepares its template
// on its first run (not timed): ours in DATA_DIR, as bench:render does, the silent film's beside its
// worktree in the system's temporary folder. `BENCH_ROUNDS` sets the rounds (5).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS, withAllocatorEnv } from "#server/process-settings.ts";
import { hostLoadLine } from "./lib/host-load.ts";
import { median } from "./lib/lighthouse.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const DATA_DIR = process.env.DATA_DIR ?? path.join(ROOT, "data");
const SILENT_COMMIT = "92d6d24";
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** Issue 45: 15 s against the silent film's 12.4 s. */
const TARGET_RATIO = 15 / 12.4;

/** Outside the repository, so its tools never read the old commit's files; kept between runs. */
const work = path.join(tmpdir(), "santa-bench-beside-silent");
const silentTree = path.join(work, `silent-${SILENT_COMMIT}`);
const silentData = path.join(work, "silent-data");
const scratch = { silent: path.join(work, "silent-scratch"), ours: path.join(work, "ours-scratch") };

/** The silent film's renderer, called as that commit's own bench:render called it, without the one-pass encode. */
const SILENT_DRIVER = `import { existsSync, mkdirSync, writeFileSync, rmSync } from "node:fs";
import path from "node:path";
import { locateFfmpeg } from "../render/ffmpeg/locate-ffmpeg.ts";
import { renderFilm, storylineForSibling } from "../render/render-film.ts";
import { prepareTemplate } from "../render/template/prepare-template.ts";
import { phonePhoto } from "./lib/phone-photos.ts";
const [scratch, dataDir] = process.argv.slice(2);
const ffmpeg = locateFfmpeg({ ffmpegPathEnv: process.env.FFMPEG_PATH, pathEnv: process.env.PATH });
const template = await prepareTemplate({ ffmpeg, templateDir: path.resolve(import.meta.dirname, "..", "render", "templates", "demo"), dataDir });
mkdirSync(scratch, { recursive: true });
const photos = [];
for (let seed = 1; seed <= 10; seed += 1) {
  const file = path.join(scratch, \`photo-\${seed}.jpg\`);
  if (!existsSync(file)) writeFileSync(file, await phonePhoto(seed));
  photos.push(file);
}
if (process.argv[4] === "--prepare-only") process.exit(0);
rmSync(path.join(scratch, "work"), { recursive: true, force: true });
await renderFilm({ ffmpeg, template, storyline: storylineForSibling(template, 0), language: "en",
  child: { name: "Mia", age: 6, achievements: "Learned to swim\\nRead her first book", wishes: "A telescope\\nSnow on Christmas",
    message: "Mia, Santa heard how kind you were to your new classmate. Keep shining!" },
  photos, workDir: path.join(scratch, "work"), outputPath: path.join(scratch, "out", "film.mp4") });
`;

/** The same process settings for both: a worker's. */
const NODE_FLAGS = SERVER_NODE_FLAGS;
const ENV = withAllocatorEnv(process.env);

function setUpSilentTree(): void {
  if (!existsSync(silentTree)) {
    mkdirSync(work, { recursive: true });
    execFileSync("git", ["-C", ROOT, "worktree", "add", "--detach", silentTree, SILENT_COMMIT], {
      stdio: "inherit",
    });
    symlinkSync(path.join(ROOT, "node_modules"), path.join(silentTree, "node_modules"));
  }
  writeFileSync(path.join(silentTree, "bench", "beside-silent-driver.ts"), SILENT_DRIVER);
}

const commands = {
  silent: (prepareOnly = false) => ({
    cwd: silentTree,
    args: [
      ...NODE_FLAGS,
      "bench/beside-silent-driver.ts",
      scratch.silent,
      silentData,
      ...(prepareOnly ? ["--prepare-only"] : []),
    ],
  }),
  ours: () => ({
    cwd: ROOT,
    args: [...NODE_FLAGS, "bench/render.ts", "--render-once", scratch.ours],
    env: { DATA_DIR },
  }),
};

interface Timed {
  wall: number;
  cpu: number;
}

/** One render under /usr/bin/time: wall and CPU seconds, its children's included. */
function timed({ cwd, args, env }: { cwd: string; args: string[]; env?: Record<string, string> }): Timed {
  const report = path.join(work, "time.txt");
  const run = spawnSync("/usr/bin/time", ["-f", "%e %U %S", "-o", report, process.execPath, ...args], {
    cwd,
    env: { ...ENV, ...env },
    encoding: "utf8",
    maxBuffer: 1 << 26,
  });
  if (run.status !== 0) throw new Error(`${args.join(" ")} failed:\n${run.stdout}\n${run.stderr}`);
  const [wall, user, system] = readFileSync(report, "utf8").trim().split("\n").at(-1)!.split(" ").map(Number);
  return { wall: wall!, cpu: user! + system! };
}

setUpSilentTree();
for (const folder of Object.values(scratch)) mkdirSync(folder, { recursive: true });
console.log(`preparing both templates (first run only; not timed)…`);
timed(commands.silent(true));
timed(commands.ours());

const start = loadavg();
const runs = { silent: [] as Timed[], ours: [] as Timed[] };
for (let round = 0; round < ROUNDS; round += 1) {
  // Each round starts with the other one, so neither always goes first.
  const order = round % 2 === 0 ? (["silent", "ours"] as const) : (["ours", "silent"] as const);
  for (const which of order) runs[which].push(timed(commands[which]()));
  const [silent, ours] = [runs.silent.at(-1)!, runs.ours.at(-1)!];
  console.log(
    `round ${round + 1}: silent film ${silent.wall.toFixed(1)} s (${silent.cpu.toFixed(1)} CPU s), ours ${ours.wall.toFixed(1)} s (${ours.cpu.toFixed(1)} CPU s)`,
  );
}

const wall = { silent: median(runs.silent.map((r) => r.wall)), ours: median(runs.ours.map((r) => r.wall)) };
const cpu = { silent: median(runs.silent.map((r) => r.cpu)), ours: median(runs.ours.map((r) => r.cpu)) };
const ratio = wall.ours / wall.silent;
const results = {
  date: new Date().toISOString(),
  silentCommit: SILENT_COMMIT,
  rounds: ROUNDS,
  silent: { medianWallSeconds: wall.silent, medianCpuSeconds: cpu.silent, runs: runs.silent },
  ours: { medianWallSeconds: wall.ours, medianCpuSeconds: cpu.ours, runs: runs.ours },
  wallRatio: Number(ratio.toFixed(3)),
  cpuRatio: Number((cpu.ours / cpu.silent).toFixed(3)),
  targetRatio: Number(TARGET_RATIO.toFixed(3)),
};
console.log(
  `median: silent film ${wall.silent.toFixed(2)} s, ours ${wall.ours.toFixed(2)} s: ours takes ${ratio.toFixed(2)}× its time ` +
    `(${results.cpuRatio}× its CPU; target ≤ ${results.targetRatio}×, the issue's 15 s over 12.4 s ${ratio <= TARGET_RATIO ? "✓" : "✗"})`,
);
console.log(hostLoadLine(start));
mkdirSync(path.join(ROOT, "bench", "results"), { recursive: true });
writeFileSync(
  path.join(ROOT, "bench", "results", "beside-silent-latest.json"),
  `${JSON.stringify(results, null, 2)}\n`,
);
