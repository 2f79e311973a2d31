// The peak resident memory of the tools a benchmark's process starts (bench:render's ffmpeg and
// Santa's voice), read from /proc while they run, since each is gone by the time it could be asked.
// Only this process's children are read, from its main thread's `children` list (Node spawns from
// that thread): reading every process's status each tick cost 0.75 CPU s every 10 s, inside the time
// the benchmark measures.
import { readFileSync } from "node:fs";

/** The tools a render starts: its ffmpeg, and Santa's voice. */
const TOOLS = /^Name:\s+(ffmpeg|festival|espeak-ng)$/m;

/** Samples VmHWM (peak resident memory) of every tool this process starts, by the tool's name. */
export function watchToolMemory(): { stop: () => { tool: string; mb: number }[] } {
  const peaks = new Map<number, { tool: string; kb: number }>();
  const childrenList = `/proc/${process.pid}/task/${process.pid}/children`;
  const sample = () => {
    for (const pid of readFileSync(childrenList, "utf8").split(" ").filter(Boolean)) {
      try {
        const status = readFileSync(`/proc/${pid}/status`, "utf8");
        const tool = TOOLS.exec(status)?.[1];
        if (!tool) continue;
        const kb = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
        peaks.set(Number(pid), { tool, kb: Math.max(peaks.get(Number(pid))?.kb ?? 0, kb) });
      } catch {
        // Ended between listing and reading.
      }
    }
  };
  const timer = setInterval(sample, 25);
  return {
    stop: () => {
      clearInterval(timer);
      return [...peaks.values()].map(({ tool, kb }) => ({ tool, mb: kb / 1024 }));
    },
  };
}

/** The largest peak among one tool's processes, and how many there were. */
export function peakOf(
  peaks: { tool: string; mb: number }[],
  tool: string,
): { mb: number; processes: number } {
  const mine = peaks.filter((peak) => peak.tool === tool).map((peak) => peak.mb);
  return { mb: mine.length ? Math.max(...mine) : 0, processes: mine.length };
}
