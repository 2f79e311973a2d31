import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readMultipart, RequestTooLarge, UnreadableUpload, type MultipartLimits } from "./multipart.ts";
import {
  filmUploadLimits,
  NAME_UPLOAD_LIMITS,
  ORDER_FORM_LIMITS,
  PHOTO_UPLOAD_LIMITS,
  type UploadLimits,
} from "./upload-limits.ts";

let tmpDir: string;
beforeEach(async () => {
  tmpDir = await mkdtemp(path.join(tmpdir(), "multipart-"));
});
afterEach(async () => {
  await rm(tmpDir, { recursive: true, force: true });
});

const limits = (more: Partial<MultipartLimits> = {}): MultipartLimits => ({
  tmpDir,
  maxFileBytes: 1000,
  maxFiles: 10,
  maxTotalBytes: 100_000,
  maxFieldBytes: 1000,
  maxFields: 20,
  ...more,
});

const post = (body: FormData) => new Request("http://shop.test/order", { method: "POST", body });
const leftOnDisk = () => readdir(tmpDir);

const BOUNDARY = "----test-boundary-7MA4YWxkTrZu0gW";

/** A multipart body sent in pieces, the way a slow phone sends it, ending where `parts` end. */
function streamed(
  parts: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  headers: Record<string, string> = {},
) {
  return new Request("http://shop.test/order", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
    body: Readable.toWeb(Readable.from(parts)) as ReadableStream,
    duplex: "half",
  } as RequestInit);
}

const filePartHead = (name: string, fileName: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
/** After a part's closing CRLF. */
const closing = Buffer.from(`--${BOUNDARY}--\r\n`);

describe("readMultipart", () => {
  it("gives the fields in order and each file in its own temp file, until cleanup", async () => {
    const form = new FormData();
    form.append("draftKey", "4b0c5a0e-0d1e-4d0e-8a7e-1f6b2c3d4e5f");
    form.append("films.0.childName", "Mía");
    form.append("films.0.photoFiles", new Blob(["first photo"]), "Año nuevo.jpg");
    form.append("films.0.childName", "Leo");
    form.append("films.1.photoFiles", new Blob(["second"]), "IMG_0002.JPG");

    const body = await readMultipart(post(form), limits());

    expect(body.fields).toEqual([
      ["draftKey", "4b0c5a0e-0d1e-4d0e-8a7e-1f6b2c3d4e5f"],
      ["films.0.childName", "Mía"],
      ["films.0.childName", "Leo"],
    ]);
    expect(
      body.files.map(({ field, fileName, bytes, rejected }) => ({ field, fileName, bytes, rejected })),
    ).toEqual([
      { field: "films.0.photoFiles", fileName: "Año nuevo.jpg", bytes: 11, rejected: undefined },
      { field: "films.1.photoFiles", fileName: "IMG_0002.JPG", bytes: 6, rejected: undefined },
    ]);
    expect(await readFile(body.files[0]!.path, "utf8")).toBe("first photo");
    expect(path.dirname(body.files[1]!.path)).toBe(tmpDir);
    expect(body.files[0]!.path).not.toContain("Año");
    expect(await leftOnDisk()).toHaveLength(2);

    await body.cleanup();
    await body.cleanup();
    expect(await leftOnDisk()).toEqual([]);
  });

  it("leaves out a file input where no file was chosen", async () => {
    const form = new FormData();
    form.append("films.0.photoFiles", new Blob([]), "");
    form.append("films.1.photoFiles", new Blob(["x"]), "one.jpg");
    const body = await readMultipart(post(form), limits());
    expect(body.files.map((file) => file.fileName)).toEqual(["one.jpg"]);
    await body.cleanup();
  });

  it("names every file past the limit as one too many and keeps none of it", async () => {
    const form = new FormData();
    for (let index = 1; index <= 11; index += 1) {
      form.append("films.0.photoFiles", new Blob([`photo ${index}`]), `photo-${index}.jpg`);
    }
    const body = await readMultipart(post(form), limits({ maxFiles: 10 }));

    expect(body.files).toHaveLength(11);
    expect(body.files.slice(0, 10).every((file) => !file.rejected && file.path !== "")).toBe(true);
    expect(body.files[10]).toMatchObject({
      fileName: "photo-11.jpg",
      path: "",
      rejected: "photo.error.tooMany",
    });
    expect(await leftOnDisk()).toHaveLength(10);
    await body.cleanup();
  });

  it("refuses a file over the size limit, deletes what had arrived of it, and goes on", async () => {
    const form = new FormData();
    form.append("films.0.photoFiles", new Blob([Buffer.alloc(1001, 1)]), "huge.jpg");
    form.append("films.0.photoFiles", new Blob([Buffer.alloc(1000, 2)]), "just-fits.jpg");
    const body = await readMultipart(post(form), limits({ maxFileBytes: 1000 }));

    expect(body.files[0]).toMatchObject({ fileName: "huge.jpg", path: "", rejected: "photo.error.tooBig" });
    expect(body.files[1]).toMatchObject({ fileName: "just-fits.jpg", bytes: 1000 });
    expect(body.files[1]!.rejected).toBeUndefined();
    expect(await leftOnDisk()).toEqual([path.basename(body.files[1]!.path)]);
    await body.cleanup();
  });

  it("refuses a body over the total limit as it arrives and leaves no temp file", async () => {
    async function* endless() {
      yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="draftKey"\r\n\r\nabc\r\n`);
      for (let file = 0; file < 50; file += 1) {
        yield filePartHead("films.0.photoFiles", `photo-${file}.jpg`);
        yield Buffer.alloc(900, file);
        yield Buffer.from("\r\n");
      }
      yield closing;
    }
    const request = streamed(endless());
    const error = await readMultipart(request, limits({ maxFiles: 100, maxTotalBytes: 10_000 })).catch(
      (caught) => caught,
    );
    expect(error).toBeInstanceOf(RequestTooLarge);
    expect(error.key).toBe("photo.error.request");
    expect(await leftOnDisk()).toEqual([]);
  });

  it("refuses a body whose declared length is over the limit before reading it", async () => {
    let pulled = 0;
    const request = streamed(
      (function* () {
        pulled += 1;
        yield closing;
      })(),
      { "content-length": "10000001" },
    );
    await expect(readMultipart(request, limits({ maxTotalBytes: 10_000_000 }))).rejects.toBeInstanceOf(
      RequestTooLarge,
    );
    expect(pulled).toBe(0);
  });

  it("refuses too long a field with its own message, and too many fields as too much at once", async () => {
    const long = new FormData();
    long.append("films.0.message", "x".repeat(101));
    const tooLong = readMultipart(post(long), limits({ maxFieldBytes: 100 }));
    await expect(tooLong).rejects.toBeInstanceOf(RequestTooLarge);
    await expect(tooLong).rejects.toMatchObject({ key: "order.error.fieldTooLarge" });

    const many = new FormData();
    for (let index = 0; index < 6; index += 1) many.append(`field${index}`, "v");
    const tooMany = readMultipart(post(many), limits({ maxFields: 5 }));
    await expect(tooMany).rejects.toBeInstanceOf(RequestTooLarge);
    await expect(tooMany).rejects.toMatchObject({ key: "photo.error.request" });
  });

  it("refuses what is not a multipart form, and an upload that broke off, leaving nothing behind", async () => {
    const json = new Request("http://shop.test/order", {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    await expect(readMultipart(json, limits())).rejects.toBeInstanceOf(UnreadableUpload);

    const brokenOff = streamed([filePartHead("films.0.photoFiles", "half.jpg"), Buffer.alloc(500, 3)]);
    const error = await readMultipart(brokenOff, limits()).catch((caught) => caught);
    expect(error).toBeInstanceOf(UnreadableUpload);
    expect(error.key).toBe("photo.error.upload");
    expect(await leftOnDisk()).toEqual([]);
  });

  it("streams 100 MB of photos to disk with flat memory", async () => {
    const chunk = Buffer.alloc(256 * 1024, 9);
    const perFile = 25 * 1024 * 1024;
    async function* photos() {
      for (let file = 0; file < 4; file += 1) {
        yield filePartHead("films.0.photoFiles", `big-${file}.jpg`);
        for (let sent = 0; sent < perFile; sent += chunk.length) yield chunk;
        yield Buffer.from("\r\n");
      }
      yield closing;
    }
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
    const body = await readMultipart(
      streamed(photos()),
      limits({ maxFileBytes: perFile, maxTotalBytes: 5 * perFile }),
    ).finally(() => clearInterval(sampler));

    expect(body.files.map((file) => [file.bytes, file.rejected])).toEqual(
      Array(4).fill([perFile, undefined]),
    );
    expect(peak - before).toBeLessThan(40 * 1024 * 1024);
    await body.cleanup();
  });

  describe("malformed framing, with each form's own limits", () => {
    const FORMS: [string, UploadLimits][] = [
      ["the photo picker", PHOTO_UPLOAD_LIMITS],
      ["the order form", ORDER_FORM_LIMITS],
      ["a name recording", NAME_UPLOAD_LIMITS],
      ["a finished film", filmUploadLimits(500)],
    ];
    const field = (name: string, value: string) =>
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);

    for (const [form, formLimits] of FORMS) {
      it(`${form}: refuses a missing boundary, unterminated parts and 10,000 tiny fields, keeping nothing`, async () => {
        const own = { tmpDir, ...formLimits };
        const noBoundary = new Request("http://shop.test/order", {
          method: "POST",
          headers: { "content-type": "multipart/form-data" },
          body: "--x\r\n\r\n",
        });
        await expect(readMultipart(noBoundary, own)).rejects.toBeInstanceOf(UnreadableUpload);

        // The declared boundary never comes: the whole body is a preamble.
        const neverFramed = streamed([Buffer.alloc(10_000, 0x61)]);
        await expect(readMultipart(neverFramed, own)).rejects.toBeInstanceOf(UnreadableUpload);

        const unterminatedHeader = streamed([
          Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"`),
        ]);
        await expect(readMultipart(unterminatedHeader, own)).rejects.toBeInstanceOf(UnreadableUpload);

        const unterminatedFile = streamed([filePartHead("photo", "a.jpg"), Buffer.alloc(2000, 7)]);
        await expect(readMultipart(unterminatedFile, own)).rejects.toBeInstanceOf(UnreadableUpload);

        const tinyFields = streamed(
          (function* () {
            for (let index = 0; index < 10_000; index += 1) yield field(`f${index}`, "v");
            yield closing;
          })(),
        );
        await expect(readMultipart(tinyFields, own)).rejects.toBeInstanceOf(RequestTooLarge);

        const oneLongField = streamed([
          field("films.0.message", "x".repeat(formLimits.maxFieldBytes + 1)),
          closing,
        ]);
        await expect(readMultipart(oneLongField, own)).rejects.toBeInstanceOf(RequestTooLarge);

        expect(await leftOnDisk()).toEqual([]);
      });

      it(`${form}: takes as many fields as the form needs, and refuses one more`, async () => {
        const own = { tmpDir, ...formLimits };
        const fields = (count: number) =>
          streamed([...Array.from({ length: count }, (_, index) => field(`f${index}`, "v")), closing]);
        expect((await readMultipart(fields(formLimits.maxFields), own)).fields).toHaveLength(
          formLimits.maxFields,
        );
        await expect(readMultipart(fields(formLimits.maxFields + 1), own)).rejects.toBeInstanceOf(
          RequestTooLarge,
        );
      });
    }

    it("holds the photo picker to the one field it sends, not a thousand", () => {
      expect(PHOTO_UPLOAD_LIMITS.maxFields).toBeLessThanOrEqual(4);
      expect(PHOTO_UPLOAD_LIMITS.maxFieldBytes).toBeLessThanOrEqual(256);
    });
  });
});
