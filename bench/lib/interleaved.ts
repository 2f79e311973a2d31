// Lighthouse on several pages in turn, round after round, so that the host's load drifts over all of
// them alike (decision 009): on this noisy 2-core machine, only figures taken this way compare.
import { figuresOf, lighthouseReport, median, type LighthouseFigures } from "./lighthouse.ts";

export interface Arm {
  name: string;
  url: string;
}

export interface ArmSummary {
  name: string;
  runs: number;
  /** Medians over the runs; `totalRange` is the spread of the main-thread total. */
  totalMs: number;
  totalRange: [number, number];
  scriptMs: number;
  styleLayoutMs: number;
  otherMs: number;
  tbtMs: number;
}

/** Each round runs every arm once, starting one further along each time, so no arm always goes first. */
export async function interleavedRuns(
  arms: Arm[],
  rounds: number,
  progress: (message: string) => void = () => {},
): Promise<Map<string, LighthouseFigures[]>> {
  const runs = new Map(arms.map((arm) => [arm.name, [] as LighthouseFigures[]]));
  for (let round = 0; round < rounds; round++) {
    for (let step = 0; step < arms.length; step++) {
      const arm = arms[(round + step) % arms.length]!;
      runs.get(arm.name)!.push(figuresOf(await lighthouseReport(arm.url, ["performance"])));
    }
    progress(`  interleaved: round ${round + 1} of ${rounds} done`);
  }
  return runs;
}

export function summarise(name: string, runs: LighthouseFigures[]): ArmSummary {
  const of = (pick: (figures: LighthouseFigures) => number) => median(runs.map(pick));
  const totals = runs.map((figures) => figures.mainThread.totalMs);
  return {
    name,
    runs: runs.length,
    totalMs: median(totals),
    totalRange: [Math.min(...totals), Math.max(...totals)],
    scriptMs: of((figures) => figures.mainThread.scriptMs),
    styleLayoutMs: of((figures) => figures.mainThread.styleLayoutMs),
    otherMs: of((figures) => figures.mainThread.otherMs),
    tbtMs: of((figures) => figures.tbtMs),
  };
}
