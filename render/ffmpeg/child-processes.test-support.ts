// The processes a test started, as Linux lists them: for tests that check no ffmpeg outlives its parent.
import { readdirSync, readFileSync } from "node:fs";

/** The living (not zombie) processes whose parent is `parent`, by their command name. */
export function livingChildren(parent: number): { pid: number; name: string }[] {
  const found: { pid: number; name: string }[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // pid (comm) state ppid …: the name may hold spaces, so the fields are read after its ")".
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const [state, ppid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(ppid) === parent && state !== "Z") found.push({ pid: Number(entry), name });
    } catch {
      // gone while listed
    }
  }
  return found;
}
