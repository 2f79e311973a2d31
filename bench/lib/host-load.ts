// The host's load average as the benchmarks print it beside their figures: on this shared 2-core
// machine a figure means little without it.
import { loadavg } from "node:os";

const averages = (values: number[]) => values.map((value) => value.toFixed(2)).join(", ");

/** "host load average (1, 5, 15 min): … at the start, … at the end", from `start` to now. */
export function hostLoadLine(start: number[]): string {
  return `host load average (1, 5, 15 min): ${averages(start)} at the start, ${averages(loadavg())} at the end`;
}
