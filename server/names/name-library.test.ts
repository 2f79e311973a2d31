// The name library on both databases: the worklist, grouped and newest first, and a fixed name's films
// made before the fix; a recording
// filed in file storage where a film finds it, replaced whole and deleted with its row; the old
// names folder moved into storage.
import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderState } from "#domain/order-states.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import type { Db } from "../db/client.ts";
import { films, orders } from "../db/schema.ts";
import { createDiskStorage } from "../storage/disk-storage.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { createFilmNames } from "./film-names.ts";
import { moveNamesFolder } from "./names-folder.ts";
import { newEmail, placeOrder } from "../orders/placed-order.test-support.ts";
import {
  deleteNameRecording,
  loadNameLibrary,
  NameNotFileable,
  recordingFile,
  saveNameRecording,
} from "./name-library.ts";
import { RecordingRejected } from "../takes/normalise-recording.ts";
import { savePronunciation } from "./name-pronunciations.ts";
import { filmsToMakeAgain } from "./name-worklist.repository.ts";

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

async function storedKeys(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of storage.list("names")) keys.push(entry.key);
  return keys;
}

function durationOf(file: string): number {
  const out = execFileSync(FFMPEG.replace("ffmpeg", "ffprobe"), [
    ...["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", file],
  ]);
  return Number(out.toString());
}

function tone(file: string, seconds = 0.8): string {
  execFileSync(FFMPEG, ["-v", "error", "-f", "lavfi", "-i", `sine=f=330:d=${seconds}`, "-y", file]);
  return file;
}

describe.each(testDatabaseDrivers())("the name library on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("lists each name of a paid film said as written once per language, delivered ones too, every spelling shown, the newest payment first", async () => {
    const { db } = database();
    const jose = await orderFor(db, "José", { paidAt: "2026-12-02T09:00:00Z" });
    const jose2 = await orderFor(db, "jose ", { paidAt: "2026-12-01T09:00:00Z" });
    await orderFor(db, "JOSÉ", { state: "awaiting_payment" });
    await orderFor(db, "Lucía", {
      state: "in_production",
      paidAt: "2026-12-03T09:00:00Z",
      renderState: "queued",
    });
    await orderFor(db, "José", { language: "en", paidAt: "2026-12-04T09:00:00Z" });
    // Films made or being made said the name as written too: in automatic production that is
    // nearly every film a minute after its payment.
    await orderFor(db, "Marta", {
      state: "in_production",
      paidAt: "2026-11-30T09:00:00Z",
      renderState: "rendering",
    });
    const pilar = await orderFor(db, "Pilar", {
      state: "delivered",
      paidAt: "2026-11-29T09:00:00Z",
      renderState: "ready",
    });
    // Orders given back are never made again; a parent's spelling is how the voices said the name.
    await orderFor(db, "Rocío", { state: "refunded", paidAt: "2026-11-30T09:00:00Z" });
    const spelt = await orderFor(db, "Siobhán", { state: "delivered", renderState: "ready" });
    await db.update(films).set({ namePronunciation: "Shiv-awn" }).where(eq(films.orderId, spelt.id));

    const { waiting, toMakeAgain } = await loadNameLibrary(db);
    expect(waiting.map(({ language, nameKey, films: count }) => ({ language, nameKey, count }))).toEqual([
      { language: "en", nameKey: "jose", count: 1 },
      { language: "es", nameKey: "lucia", count: 1 },
      { language: "es", nameKey: "jose", count: 2 },
      { language: "es", nameKey: "marta", count: 1 },
      { language: "es", nameKey: "pilar", count: 1 },
    ]);
    expect(toMakeAgain).toEqual([]);
    // The unpaid order's spelling is not the operators' to see; the orders are the newest first.
    const spanishJose = waiting[2]!;
    expect(spanishJose.spellings.toSorted()).toEqual(["José", "jose"]);
    expect(spanishJose.newestPaidAt).toEqual(new Date("2026-12-02T09:00:00Z"));
    expect(spanishJose.references).toEqual([jose.reference, jose2.reference]);
    expect(waiting[4]!.references).toEqual([pilar.reference]);
  });

  it("keeps anyone's unpaid order out of the operators' worklist until it is paid", async () => {
    const { db } = database();
    await orderFor(db, "Intruder", { state: "awaiting_payment" });
    await orderFor(db, "Intruder", { language: "en", state: "cancelled" });
    expect((await loadNameLibrary(db)).waiting.map((name) => name.nameKey)).not.toContain("intruder");

    await orderFor(db, "Intruder", { paidAt: "2026-12-05T09:00:00Z" });
    expect((await loadNameLibrary(db)).waiting.filter((name) => name.nameKey === "intruder")).toMatchObject([
      { language: "es", films: 1, newestPaidAt: new Date("2026-12-05T09:00:00Z") },
    ]);
  });

  it("once a name has a lexicon entry, lists only its films made before it, to make again", async () => {
    const { db } = database();
    const made = { state: "delivered", renderState: "ready" } as const;
    const before = await orderFor(db, "Ramón", { ...made, paidAt: "2026-11-20T09:00:00Z" });
    const failed = await orderFor(db, "ramon", {
      ...made,
      renderState: "failed",
      paidAt: "2026-11-21T09:00:00Z",
    });
    const after = await orderFor(db, "Ramón", { ...made, paidAt: "2026-11-22T09:00:00Z" });
    await orderFor(db, "Ramón", { state: "in_production", renderState: "queued" });
    const refunded = await orderFor(db, "Ramón", { ...made, state: "refunded" });
    const renderedAt = (order: { id: string }, at: Date) =>
      db.update(films).set({ renderedAt: at }).where(eq(films.orderId, order.id));
    for (const order of [before, failed, refunded]) await renderedAt(order, new Date("2026-11-25T09:00:00Z"));
    expect((await loadNameLibrary(db)).waiting.find((name) => name.nameKey === "ramon")?.films).toBe(4);

    await savePronunciation(db, {
      language: "es",
      spelling: "Ramón",
      respelling: "Rah-mon",
      ipa: "",
      operator: "elf@console.example",
    });
    await renderedAt(after, new Date(Date.now() + 60_000));
    const library = await loadNameLibrary(db);
    expect(library.waiting.map((name) => name.nameKey)).not.toContain("ramon");
    expect(library.toMakeAgain.filter((name) => name.nameKey === "ramon")).toMatchObject([
      { language: "es", films: 2, references: [failed.reference, before.reference] },
    ]);
    expect(await filmsToMakeAgain(db, { language: "es", nameKey: "ramon" })).toEqual([
      { reference: failed.reference, position: 1 },
      { reference: before.reference, position: 1 },
    ]);
    // In English the name has no entry: not to make again.
    expect(await filmsToMakeAgain(db, { language: "en", nameKey: "ramon" })).toEqual([]);
  });

  it("files a recording in storage where a film finds it for every spelling, replaces it whole, and deletes it", async () => {
    const { db } = database();
    const root = path.join(dir, driver.kind);
    const storage = createDiskStorage(root);
    const deps = { db, storage, ffmpeg: FFMPEG, workDir: path.join(dir, `work-${driver.kind}`) };
    const names = createFilmNames({ db, storage });
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
    const filmDir = path.join(dir, `film-${driver.kind}`);
    const found = await names.recording("es", "JOSÉ", filmDir);
    expect(found).toBe(path.join(filmDir, "name-recording.wav"));
    expect(durationOf(found!)).toBeCloseTo(saved.durationMs / 1000, 1);
    expect(await names.recording("en", "José", filmDir)).toBeUndefined();
    expect(await storedKeys(storage)).toHaveLength(1);

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
    const keys = await storedKeys(storage);
    expect(keys).toHaveLength(1);
    expect(await recordingFile(deps, saved.id)).toEqual({ key: keys[0], size: expect.any(Number) });
    expect(durationOf((await names.recording("es", "jose", filmDir))!)).toBeGreaterThan(1.5);

    expect(await deleteNameRecording(deps, saved.id)).toMatchObject({ id: saved.id });
    expect(await names.recording("es", "José", filmDir)).toBeUndefined();
    expect(await recordingFile(deps, saved.id)).toBeUndefined();
    expect(await storedKeys(storage)).toEqual([]);
    expect(await deleteNameRecording(deps, "not-a-uuid")).toBeUndefined();
  });

  it("moves the old names folder into storage once: the console's files and those placed by hand", async () => {
    const { db } = database();
    const namesDir = path.join(dir, `folder-${driver.kind}`);
    await mkdir(path.join(namesDir, "es"), { recursive: true });
    await mkdir(path.join(namesDir, "en"), { recursive: true });
    tone(path.join(namesDir, "es", "mari_20_carmen_2f_o_27_neil.wav"));
    tone(path.join(namesDir, "en", "zoë.mp3"));
    await writeFile(path.join(namesDir, "en", "broken.wav"), "not a sound");
    await writeFile(path.join(namesDir, "es", "ana.wav.0a1b2c3d4e5f.tmp"), "half");
    const storage = createDiskStorage(path.join(dir, `folder-files-${driver.kind}`));
    const deps = { db, storage, ffmpeg: FFMPEG, workDir: path.join(dir, `work-${driver.kind}`) };
    const logger = { info: () => {}, warn: () => {} };

    expect(await moveNamesFolder({ ...deps, namesDir, logger })).toEqual({ moved: 2, left: 1 });
    const names = createFilmNames({ db, storage });
    const filmDir = path.join(dir, `folder-film-${driver.kind}`);
    expect(await names.recording("es", "Mari Carmen/O'Neil", filmDir)).toBeDefined();
    expect(await names.recording("en", "Zoe", filmDir)).toBeDefined();
    const { recorded } = await loadNameLibrary(db);
    expect(recorded.map((name) => name.spellings)).toEqual([["zoë"], ["mari carmen/o'neil"]]);
    // What could not be filed stays for a person to look at; the rest left the folder.
    expect(await readdir(path.join(namesDir, "en"))).toEqual(["broken.wav"]);
    expect(await readdir(path.join(namesDir, "es"))).toEqual([]);
    expect(await moveNamesFolder({ ...deps, namesDir, logger })).toEqual({ moved: 0, left: 1 });
    expect(await storedKeys(storage)).toHaveLength(2);
  });

  it("refuses what is not one name, or not a recording, and files nothing", async () => {
    const { db } = database();
    const storage = createDiskStorage(path.join(dir, `refused-${driver.kind}`));
    const deps = { db, storage, ffmpeg: FFMPEG, workDir: path.join(dir, `work-${driver.kind}`) };
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
    expect(await storedKeys(storage)).toEqual([]);
  });
});
