// The order page's "Save it to the name library" (decision 071) as the library's action takes it, on
// both databases: the parent's spelling becomes the name's respelling in the film's language, and
// the next film of that name that no parent spelt says it so.
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { testDatabaseDrivers, useTestDatabase } from "#server/db/databases.test-support.ts";
import { createFilmNames } from "#server/names/film-names.ts";
import { loadPronunciations } from "#server/names/name-pronunciations.ts";
import { createDiskStorage } from "#server/storage/disk-storage.ts";
import { NAME_LIBRARY_PATH, pronunciationOfferFields } from "../order/name-pronunciation-offer.tsx";
import { nameLibraryAction } from "./name-library.server.ts";

const root = await mkdtemp(path.join(tmpdir(), "pronunciation-offer-"));
afterAll(() => rm(root, { recursive: true, force: true }));
const operator = {
  id: "op",
  email: "elf@console.example",
  name: "Elf",
  phone: null,
  language: "en" as const,
};

describe.each(testDatabaseDrivers())("the parent's spelling saved to the name library on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("is the name's respelling in the film's language, for later films", async () => {
    const { db } = database();
    const uploadsTmpDir = path.join(root, driver.kind);
    await mkdir(uploadsTmpDir, { recursive: true });
    const form = new FormData();
    for (const [field, value] of pronunciationOfferFields("Siobhán", "Shiv-awn", "es"))
      form.append(field, value);
    const request = new Request(`http://shop.test${NAME_LIBRARY_PATH}`, { method: "POST", body: form });

    const result = await nameLibraryAction({ db, uploadsTmpDir } as never, request, operator);

    expect(result).toEqual({ outcome: "pronounced", name: "Siobhán", language: "es" });
    expect(await loadPronunciations(db)).toMatchObject([
      { language: "es", spelling: "Siobhán", respelling: "Shiv-awn", ipa: null, updatedBy: operator.email },
    ]);
    const names = createFilmNames({ db, storage: createDiskStorage(path.join(root, "files")) });
    expect(await names.pronunciation("es", "SIOBHÁN")).toEqual({ word: "SIOBHÁN", respelling: "Shiv-awn" });
    expect(await names.pronunciation("en", "Siobhán")).toBeUndefined();
  });
});
