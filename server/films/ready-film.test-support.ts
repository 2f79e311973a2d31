// A film made ready as a render leaves it, for tests of what follows: its video and captions (in its
// language and in Spanish) in storage, its private link set.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { films } from "../db/schema.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { otherCaptionsKey } from "./film-storage.ts";
import { newDeliveryToken } from "./film-links.ts";

export async function makeFilmReady(db: Db, storage: FileStorage, filmId: string) {
  const token = newDeliveryToken();
  const files = { videoKey: `films/${filmId}.mp4`, captionsKey: `films/${filmId}.vtt` };
  const keys = [files.videoKey, files.captionsKey, otherCaptionsKey(files.captionsKey, "es")];
  await storage.put(files.videoKey, Buffer.alloc(1000, 1));
  for (const key of keys.slice(1))
    await storage.put(key, Buffer.from("WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n"));
  await db
    .update(films)
    .set({ ...files, videoBytes: 1000, renderState: "ready", deliveryToken: token })
    .where(eq(films.id, filmId));
  return { token, keys };
}

/** What a render hands `finishRender`: stored files under new keys, a private link. */
export function renderedFiles() {
  return {
    videoKey: `films/${randomUUID()}.mp4`,
    captionsKey: `captions/${randomUUID()}.vtt`,
    videoBytes: 1000,
    durationMs: 2000,
    deliveryToken: randomUUID().replaceAll("-", "").slice(0, 22),
  };
}
