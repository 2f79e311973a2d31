// The name library's worklist on both databases: every paid film whose name the voices say as
// written, delivered ones too, grouped by name and language, the newest payment first; a fixed
// name's films made before the fix apart, to make again; the page's share of a long list.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { films } from "../db/schema.ts";
import { loadNameLibrary, WORKLIST_NAMES_SHOWN } from "./name-library.ts";
import { savePronunciation } from "./name-pronunciations.ts";
import { filmsToMakeAgain } from "./name-worklist.repository.ts";
import { orderFor } from "./worklist-orders.test-support.ts";

describe.each(testDatabaseDrivers())("the name worklist on $kind", (driver) => {
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

  it("shows the newest names said as written and counts the ones it leaves out", async () => {
    const { db } = database();
    const order = await orderFor(db, "Aaron", { state: "delivered", renderState: "ready" });
    const names = Array.from({ length: WORKLIST_NAMES_SHOWN + 5 }, (_, index) => `Bulk${index}`);
    await db.insert(films).values(
      names.map((childName, index) => ({
        orderId: order.id,
        position: index + 2,
        childName,
        age: 6,
        eyeColour: "brown" as const,
        hairColour: "black" as const,
        language: "en" as const,
      })),
    );
    const library = await loadNameLibrary(db);
    expect(library.waiting).toHaveLength(WORKLIST_NAMES_SHOWN);
    expect(library.waitingLeftOut).toBeGreaterThanOrEqual(5);
  });
});
