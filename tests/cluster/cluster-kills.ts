// The two machines the cluster test loses, each with SIGKILL at the worst moment: the web process
// that holds half of a buyer's photo (its temp file has begun), and a worker while it renders a film
// (its ffmpeg is running). Nothing of theirs runs its shutdown code.
import { readdirSync } from "node:fs";
import path from "node:path";
import type pg from "pg";
import { livingChildren } from "#render/ffmpeg/child-processes.test-support.ts";
import { uploadInTwoHalves, type UploadOutcome } from "./halting-upload.ts";
import type { ShopProcess } from "./shop-process.ts";
import { waitFor } from "./wait-for.ts";

const HOLDER_TIMEOUT_MS = 20_000;
const RENDER_TIMEOUT_MS = 180_000;

/** Files in a web process's upload temp folder (where a photo streams while it arrives). */
function tempFiles(web: ShopProcess): string[] {
  try {
    return readdirSync(path.join(web.dataDir, "tmp"), { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

export interface CutUpload {
  /** What the buyer's first try got: no token, the connection broken or an error page. */
  cut: UploadOutcome;
  killed: ShopProcess;
  /** The temp file the killed process left with half the photo in it. */
  leftFile: string;
}

/**
 * Uploads `photo` through nginx and kills whichever web process is receiving it once half of it has
 * arrived there, before the rest is sent.
 */
export async function uploadCutByAKill(
  origin: string,
  webs: ShopProcess[],
  draftKey: string,
  photo: Buffer,
  beforeKill: () => void,
): Promise<CutUpload> {
  const before = new Map(webs.map((web) => [web, new Set(tempFiles(web))]));
  let killed: ShopProcess | undefined;
  let leftFile = "";
  const cut = await uploadInTwoHalves(origin, draftKey, photo, "IMG_2001.JPG", async () => {
    const [holder, file] = await waitFor(
      "a web process holding half the photo",
      () => {
        for (const web of webs) {
          const fresh = tempFiles(web).find((name) => !before.get(web)?.has(name));
          if (fresh) return [web, fresh] as const;
        }
        return undefined;
      },
      HOLDER_TIMEOUT_MS,
      10,
    );
    beforeKill();
    await holder.kill();
    killed = holder;
    leftFile = file;
  });
  if (!killed) throw new Error(`no web process was killed mid-upload: ${JSON.stringify(cut)}`);
  return { cut, killed, leftFile };
}

/** Every film being rendered is at least this far, and none nearly done: each worker is mid-film. */
const MID_RENDER = { from: 10, to: 90 };

/**
 * SIGKILLs a worker with an ffmpeg running while every film being rendered is well under way: the
 * worker killed, and the films' progress then.
 */
export async function killARenderingWorker(
  workers: ShopProcess[],
  client: pg.Client,
  beforeKill: () => void,
): Promise<{ victim: ShopProcess; progress: number[] }> {
  const [victim, progress] = await waitFor(
    "a worker rendering a film",
    async () => {
      const { rows } = await client.query<{ progress: number }>(
        "select render_progress as progress from films where render_state = 'rendering'",
      );
      const progress = rows.map((row) => row.progress);
      if (progress.length === 0 || progress.some((p) => p < MID_RENDER.from || p > MID_RENDER.to))
        return undefined;
      const rendering = workers.find(
        (worker) => worker.pid && livingChildren(worker.pid).some((child) => child.name === "ffmpeg"),
      );
      return rendering && ([rendering, progress] as const);
    },
    RENDER_TIMEOUT_MS,
    100,
  );
  beforeKill();
  await victim.kill();
  return { victim, progress };
}
