import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { livingChildren } from "../ffmpeg/child-processes.test-support.ts";
import { inBackground } from "../runs/background-priority.ts";
import { createFestivalEngine } from "./festival-engine.ts";
import { festivalSessions } from "./festival-session.ts";

const festivals = () => livingChildren(process.pid).filter((child) => child.name === "festival");
/** A process's niceness, field 19 of /proc/PID/stat. */
const niceness = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
};

describe("Festival kept between phrases", { timeout: 60_000 }, () => {
  it("says each phrase in its own words, one after another and two at a time, in one process", async () => {
    const festival = createFestivalEngine();
    const phrases = [
      "Merry Christmas Olivia",
      "You learned to swim",
      "A telescope for the stars",
      "Keep shining",
      "Ho ho ho",
    ];
    const seen = new Set<number>();
    const said: string[][] = [];
    for (const text of phrases.slice(0, 2)) {
      const speech = await festival.synthesise({ language: "en", text });
      said.push(speech.words?.map((word) => word.text) ?? []);
      for (const child of festivals()) seen.add(child.pid);
    }
    const together = await Promise.all(
      phrases.slice(2).map((text) => festival.synthesise({ language: "en", text })),
    );
    said.push(...together.map((speech) => speech.words?.map((word) => word.text) ?? []));
    for (const child of festivals()) seen.add(child.pid);
    expect(said).toEqual(phrases.map((text) => text.split(" ")));
    expect(seen.size).toBe(1);
  });

  it("stays within a render process's 300 MB over a session of long phrases, saying each whole", async () => {
    const festival = createFestivalEngine();
    // A message at the form's limit (250 characters) with Santa's words around it, and then one far longer.
    const message =
      "Mia, Santa heard how kind you were to your new classmate, how you shared your lunch and helped " +
      "your little brother with his shoes every morning, and practised the piano while your friends " +
      "played outside in the snow. Keep shining!";
    const phrases = [
      ...Array.from({ length: 30 }, (_, n) => `Here is a letter for you, number ${n + 1}. ${message}`),
      `${message} `.repeat(8),
    ];
    let peakKb = 0;
    for (const text of phrases) {
      const speech = await festival.synthesise({ language: "en", text });
      // Said to its last word: Festival out of heap stops a phrase with an error, and no WAV.
      expect([speech.words?.[0]?.text, speech.words?.at(-1)?.text]).toEqual([
        /\w+/.exec(text)?.[0],
        "shining",
      ]);
      for (const child of festivals()) {
        const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
        peakKb = Math.max(peakKb, Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1]));
      }
    }
    expect(peakKb).toBeGreaterThan(0);
    expect(peakKb / 1024).toBeLessThan(300);
  });

  it("goes on after a script Festival fails, telling that script's error and not the next one's", async () => {
    const say = festivalSessions("festival", "festival", "(voice_kal_diphone)");
    const failed = await say("(utt.synth nil)", { timeoutSeconds: 10 });
    expect(failed.stderr).toMatch(/error/i);
    const next = await say('(format t "still here\\n")', { timeoutSeconds: 10 });
    expect(next.stdout.toString()).toBe("still here\n");
    expect(next.stderr).toBe("");
  });

  it("is started again after a phrase past its time limit was stopped", async () => {
    const say = festivalSessions("festival", "festival", "(voice_kal_diphone)");
    const long = `(utt.synth (eval (list 'Utterance 'Text "${"Ho ho ho, merry Christmas to all. ".repeat(200)}")))`;
    await expect(say(long, { timeoutSeconds: 0.3 })).rejects.toMatchObject({ reason: "timeout" });
    const next = await say('(format t "again\\n")', { timeoutSeconds: 10 });
    expect(next.stdout.toString()).toBe("again\n");
  });

  it("keeps the background's phrases in a process of their own, at the lowest priority", async () => {
    const festival = createFestivalEngine();
    const before = new Set(festivals().map((child) => child.pid));
    await festival.synthesise({ language: "en", text: "For a customer" });
    await inBackground(() => festival.synthesise({ language: "en", text: "For the example films" }));
    const started = festivals().filter((child) => !before.has(child.pid));
    expect(started.map((child) => niceness(child.pid)).sort((a, b) => a - b)).toEqual([0, 19]);
  });

  it("does not keep a process that has said its phrase from exiting", async () => {
    const here = (file: string) => JSON.stringify(path.resolve(import.meta.dirname, file));
    const script = [
      `import { createFestivalEngine } from ${here("festival-engine.ts")};`,
      `import { livingChildren } from ${here("../ffmpeg/child-processes.test-support.ts")};`,
      `const speech = await createFestivalEngine().synthesise({ language: "en", text: "Goodbye" });`,
      `console.log(speech.words.map((word) => word.text).join(" "));`,
      `process.on("exit", () => console.log(livingChildren(process.pid).filter((c) => c.name === "festival").length));`,
    ].join("\n");
    const { stdout } = await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script]);
    // It said its phrase and left while Festival still waited for another (which then died with it).
    expect(stdout.trim().split("\n")).toEqual(["Goodbye", "1"]);
  });
});
