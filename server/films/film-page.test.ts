// The family's film behind its private link: what the page shows (the captions it can offer, the
// address to share) and which captions a `?lang=` gets, on both database drivers.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { anOrderFor, TEST_PUBLIC_URL, uniqueEmail } from "../accounts/account-data.test-support.ts";
import { parseConfig } from "../config.ts";
import { testDatabaseDrivers, useTestDatabase } from "../db/databases.test-support.ts";
import { findOrder } from "../orders/order-loaders.repository.ts";
import { createDiskStorage } from "../storage/disk-storage.ts";
import { captionsKeyFor, findLinkedFilm, loadFilmPage } from "./film-page.ts";
import { makeFilmReady } from "./ready-film.test-support.ts";

const root = mkdtempSync(path.join(tmpdir(), "film-page-"));
const storage = createDiskStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));
const config = parseConfig({ PUBLIC_URL: TEST_PUBLIC_URL, PAYMENTS: "test" });

describe.each(testDatabaseDrivers())("the film behind a private link on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("shows a ready film with its captions in each language it has, and finds no other link", async () => {
    const { db } = database();
    const order = await anOrderFor(db, uniqueEmail("film-page"), ["Mia"]);
    const film = (await findOrder(db, { reference: order.reference }))!.films[0]!;
    const { token, keys } = await makeFilmReady(db, storage, film.id);

    expect(await loadFilmPage({ db, storage, config }, token)).toEqual({
      outcome: "ready",
      childName: "Mia",
      language: film.language,
      captionLanguages: [film.language, "es"],
      pageUrl: `${TEST_PUBLIC_URL}/films/${token}`,
      availableUntil: undefined,
    });
    expect(await loadFilmPage({ db, storage, config }, "not-a-token")).toEqual({ outcome: "not_found" });
    const unknown = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await loadFilmPage({ db, storage, config }, unknown)).toEqual({ outcome: "not_found" });

    const linked = (await findLinkedFilm(db, token))!;
    expect(captionsKeyFor(linked, null)).toBe(keys[1]);
    expect(captionsKeyFor(linked, "es")).toBe(keys[2]);
    expect(captionsKeyFor(linked, "xx")).toBeUndefined();
  });
});
