// The name library on both databases: what is missing, grouped and most urgent first; a recording
// filed where the renderer finds it, replaced whole and deleted with its row.
import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderState } from "../../domain/order-states.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import type { Db } from "../db/client.ts";
import { films, orders } from "../db/schema.ts";
import { findNameRecording } from "../films/film-renderer.ts";
import { newEmail, placeOrder } from "../orders/placed-order.test-support.ts";
import {
  deleteNameRecording,
  loadNameLibrary,
  NameNotFileable,
  recordingFile,
  saveNameRecording,
} from "./name-library.ts";
import { RecordingRejected } from "./normalise-recording.ts";

const FFMPEG = "/usr/bin/ffmpeg";
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "name-library-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** An order with one film of `name` in `language`, in `state`, paid at `paidAt`. */
async function orderFor(
  db: Db,
  name: string,
  {
    state = "paid",
    paidAt,
    language = "es",
    renderState = null,
  }: {
    state?: OrderState;
    paidAt?: string;
    language?: "en" | "es";
    renderState?: "queued" | "rendering" | "ready" | "failed" | null;
  } = {},
) {
  const order = await placeOrder(db, newEmail(), { state });
  if (paidAt)
    await db
      .update(orders)
      .set({ paidAt: new Date(paidAt) })
      .where(eq(orders.id, order.id));
  await db.update(films).set({ childName: name, language, renderState }).where(eq(films.orderId, order.id));
  return order;
}

function tone(file: string, seconds = 0.8): string {
  execFileSync(FFMPEG, ["-v", "error", "-f", "lavfi", "-i", `sine=f=330:d=${seconds}`, "-y", file]);
  return file;
}

describe.each(testDatabaseDrivers())("the name library on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("lists each name still to be said once per language, every spelling shown, the longest-paid first", async () => {
    const { db } = database();
    await orderFor(db, "José", { paidAt: "2026-12-02T09:00:00Z" });
    await orderFor(db, "jose ", { paidAt: "2026-12-01T09:00:00Z" });
    await orderFor(db, "JOSÉ", { state: "awaiting_payment" });
    await orderFor(db, "Lucía", {
      state: "in_production",
      paidAt: "2026-12-03T09:00:00Z",
      renderState: "queued",
    });
    await orderFor(db, "Ana", { state: "awaiting_payment" });
    await orderFor(db, "José", { language: "en", paidAt: "2026-12-04T09:00:00Z" });
    // Films the renderer has started or made, and orders that will never be made, wait for nothing.
    await orderFor(db, "Marta", {
      state: "in_production",
      paidAt: "2026-11-30T09:00:00Z",
      renderState: "rendering",
    });
    await orderFor(db, "Pilar", { state: "delivered", paidAt: "2026-11-30T09:00:00Z", renderState: "ready" });
    await orderFor(db, "Rocío", { state: "refunded", paidAt: "2026-11-30T09:00:00Z" });

    const { waiting } = await loadNameLibrary(db);
    expect(
      waiting.map(({ language, nameKey, orders: count, paidOrders }) => ({
        language,
        nameKey,
        count,
        paidOrders,
      })),
    ).toEqual([
      { language: "es", nameKey: "jose", count: 3, paidOrders: 2 },
      { language: "es", nameKey: "lucia", count: 1, paidOrders: 1 },
      { language: "en", nameKey: "jose", count: 1, paidOrders: 1 },
      { language: "es", nameKey: "ana", count: 1, paidOrders: 0 },
    ]);
    expect(waiting[0]!.spellings.toSorted()).toEqual(["JOSÉ", "José", "jose"]);
    expect(waiting[0]!.oldestPaidAt).toEqual(new Date("2026-12-01T09:00:00Z"));
  });

  it("files a recording where the renderer finds it for every spelling, replaces it whole, and deletes it", async () => {
    const { db } = database();
    const namesDir = path.join(dir, driver.kind);
    const deps = { db, namesDir, ffmpeg: FFMPEG, workDir: path.join(dir, `work-${driver.kind}`) };
    const saved = await saveNameRecording(deps, {
      language: "es",
      spellings: ["José", "jose"],
      upload: tone(path.join(dir, "jose.wav")),
      operator: "elf@console.example",
    });
    expect(saved).toMatchObject({
      language: "es",
      spellings: ["José", "jose"],
      recordedBy: "elf@console.example",
    });
    expect(saved.durationMs).toBeGreaterThan(700);
    const found = await findNameRecording(namesDir, "es", "JOSÉ");
    expect(found).toBe(path.join(namesDir, "es", "jose.wav"));
    expect(await findNameRecording(namesDir, "en", "José")).toBeUndefined();

    // The name is no longer missing in Spanish; it still is in English.
    const library = await loadNameLibrary(db);
    expect(library.waiting.filter((name) => name.nameKey === "jose").map((name) => name.language)).toEqual([
      "en",
    ]);
    expect(library.recorded.map((name) => name.id)).toContain(saved.id);

    // A second recording replaces the first: one row, one file, the new length, both spellings kept.
    const again = await saveNameRecording(deps, {
      language: "es",
      spellings: ["Jose"],
      upload: tone(path.join(dir, "jose-2.wav"), 1.6),
      operator: "santa@console.example",
    });
    expect(again.id).toBe(saved.id);
    expect(again.spellings).toEqual(["Jose", "José", "jose"]);
    expect(again.durationMs).toBeGreaterThan(1500);
    expect(await readdir(path.join(namesDir, "es"))).toEqual(["jose.wav"]);
    expect(await recordingFile(deps, saved.id)).toEqual({ key: "es/jose.wav", size: expect.any(Number) });

    // A name no file system could hold as it is still gets a file of its own.
    const odd = await saveNameRecording(deps, {
      language: "es",
      spellings: ["Mari Carmen/O'Neil"],
      upload: tone(path.join(dir, "odd.wav")),
      operator: "elf@console.example",
    });
    expect(await findNameRecording(namesDir, "es", "mari carmen/o'neil")).toBe(
      path.join(namesDir, "es", "mari_20_carmen_2f_o_27_neil.wav"),
    );

    expect(await deleteNameRecording(deps, saved.id)).toMatchObject({ id: saved.id });
    expect(await findNameRecording(namesDir, "es", "José")).toBeUndefined();
    expect(await recordingFile(deps, saved.id)).toBeUndefined();
    expect(await deleteNameRecording(deps, "not-a-uuid")).toBeUndefined();
    expect(await deleteNameRecording(deps, odd.id)).toBeDefined();
  });

  it("refuses what is not one name, or not a recording, and files nothing", async () => {
    const { db } = database();
    const namesDir = path.join(dir, `refused-${driver.kind}`);
    const deps = { db, namesDir, ffmpeg: FFMPEG, workDir: path.join(dir, `work-${driver.kind}`) };
    const upload = tone(path.join(dir, "any.wav"));
    const operator = "elf@console.example";
    for (const spellings of [[" "], ["Ana", "Eva"], ["A".repeat(61)]]) {
      await expect(
        saveNameRecording(deps, { language: "en", spellings, upload, operator }),
      ).rejects.toBeInstanceOf(NameNotFileable);
    }
    const text = path.join(dir, "notes.txt");
    execFileSync("sh", ["-c", `echo 'not a sound' > ${text}`]);
    await expect(
      saveNameRecording(deps, { language: "en", spellings: ["Eva"], upload: text, operator }),
    ).rejects.toBeInstanceOf(RecordingRejected);
    expect(await readdir(namesDir).catch(() => [])).toEqual([]);
  });
});
