// A delivered film as its family meets it, through each web process: the shop answers a HEAD itself
// and redirects a GET to the bucket's signed address (decision 054), where a range is answered 206;
// and the film of the name an operator recorded says the recording where Santa says the name.
import { writeFileSync } from "node:fs";
import { captionCues, toneLevelAt } from "../e2e/support/name-tone.ts";

const RANGE = { start: 1000, end: 1999 };

/** What is wrong with the film `token` of `bytes` bytes, asked of the web process at `origin`. */
export async function rangeProblems(origin: string, token: string, bytes: number): Promise<string[]> {
  const problems: string[] = [];
  const video = `${origin}/films/${token}/video.mp4`;
  const head = await fetch(video, { method: "HEAD" });
  if (head.status !== 200 || Number(head.headers.get("content-length")) !== bytes) {
    problems.push(
      `HEAD ${video}: ${head.status}, ${head.headers.get("content-length")} bytes (${bytes} stored)`,
    );
  }
  const redirect = await fetch(video, { redirect: "manual" });
  await redirect.arrayBuffer();
  const location = redirect.headers.get("location");
  if (redirect.status !== 302 || !location) {
    problems.push(`GET ${video}: ${redirect.status}, not a redirect to the bucket`);
    return problems;
  }
  const ranged = await fetch(location, { headers: { range: `bytes=${RANGE.start}-${RANGE.end}` } });
  const body = await ranged.arrayBuffer();
  const expected = `bytes ${RANGE.start}-${RANGE.end}/${bytes}`;
  if (ranged.status !== 206 || ranged.headers.get("content-range") !== expected) {
    problems.push(
      `a range of the film by ${origin}'s signed address: ${ranged.status} ${ranged.headers.get("content-range")}, not 206 ${expected}`,
    );
  }
  if (body.byteLength !== RANGE.end - RANGE.start + 1)
    problems.push(`the range held ${body.byteLength} bytes`);
  return problems;
}

/**
 * How much louder the recording's pitch is where the film's captions say `name` than in its first
 * line, which does not say it: one ratio per line that says the name (none: the name is never said).
 */
export async function nameToneRatios(origin: string, token: string, name: string, file: string) {
  const video = await fetch(`${origin}/films/${token}/video.mp4`);
  if (video.status !== 200) throw new Error(`the film ${token} answered ${video.status}`);
  writeFileSync(file, Buffer.from(await video.arrayBuffer()));
  const cues = captionCues(await (await fetch(`${origin}/films/${token}/captions.vtt`)).text());
  const plain = cues[0];
  if (!plain || plain.text.includes(name))
    throw new Error(`the film's first caption is missing or says ${name}`);
  const base = toneLevelAt(file, plain.start);
  return cues.filter((cue) => cue.text.includes(name)).map((cue) => toneLevelAt(file, cue.start) / base);
}
