// Reads a multipart form POST with flat memory: each file streams to its own temp file, every
// limit is enforced while the bytes arrive, and a refused request leaves nothing on disk.
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import type { PhotoErrorKey } from "#domain/photo-rules.ts";

export interface MultipartLimits {
  /** Where the files wait while they are checked; created when missing. */
  tmpDir: string;
  maxFileBytes: number;
  /** Files past this many are listed as refused and their bytes dropped. */
  maxFiles: number;
  /** The whole body, counted as it arrives (a Content-Length can lie or be missing). */
  maxTotalBytes: number;
  /** A text field's value: one longer refuses the request (a cut value would pass as another). */
  maxFieldBytes: number;
  /** Text fields: each form states what it needs, so nobody can send thousands of tiny ones. */
  maxFields: number;
}

export interface UploadedFile {
  /** The form field it came in, e.g. `films.0.photoFiles`. */
  field: string;
  /** The sender's name for it: for messages only, never a path. */
  fileName: string;
  /** The temp file holding its bytes; empty when it was refused and nothing of it is kept. */
  path: string;
  bytes: number;
  rejected?: PhotoErrorKey;
}

export interface MultipartBody {
  /** In the order they came, repeated names included. */
  fields: [name: string, value: string][];
  /** In the order they came; "no file chosen" inputs are left out. */
  files: UploadedFile[];
  /** Deletes the temp files that are left; safe to call more than once. */
  cleanup(): Promise<void>;
}

/** The body is over a limit of the whole request: too many bytes, fields or files at once. */
export class RequestTooLarge extends Error {
  /** What the sender is told: send fewer photos at once, or (one field far over its size) shorten it. */
  readonly key: PhotoErrorKey | "order.error.fieldTooLarge";
  constructor(
    message = "The request body is over its limit",
    key: PhotoErrorKey | "order.error.fieldTooLarge" = "photo.error.request",
  ) {
    super(message);
    this.name = "RequestTooLarge";
    this.key = key;
  }
}

/** Not a multipart form, or one that broke off or does not parse. */
export class UnreadableUpload extends Error {
  readonly key = "photo.error.upload" satisfies PhotoErrorKey;
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "UnreadableUpload";
  }
}

// Files past maxFiles are still named in the answer, up to this many; past them the request is refused.
const LISTED_EXTRA_FILES = 100;

function byteCounter(maxBytes: number): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      if (total > maxBytes) callback(new RequestTooLarge());
      else callback(null, chunk);
    },
  });
}

async function removeAll(paths: Iterable<string>): Promise<void> {
  await Promise.all([...paths].map((file) => rm(file, { force: true })));
}

export async function readMultipart(request: Request, limits: MultipartLimits): Promise<MultipartBody> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) {
    await request.body?.cancel().catch(() => undefined);
    throw new UnreadableUpload(`Expected a multipart/form-data body, got ${JSON.stringify(contentType)}`);
  }
  if (Number(request.headers.get("content-length")) > limits.maxTotalBytes) {
    await request.body.cancel().catch(() => undefined);
    throw new RequestTooLarge();
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Browsers send file names as raw UTF-8: `latin1` would garble "Año_nuevo.jpg".
      defParamCharset: "utf8",
      limits: {
        // busboy calls a file that reaches its limit truncated; one of exactly maxFileBytes is fine.
        fileSize: limits.maxFileBytes + 1,
        files: limits.maxFiles + LISTED_EXTRA_FILES,
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
      },
    });
  } catch (error) {
    await request.body.cancel().catch(() => undefined);
    throw new UnreadableUpload("The multipart header does not parse", { cause: error });
  }
  await mkdir(limits.tmpDir, { recursive: true });

  const fields: [string, string][] = [];
  const files: UploadedFile[] = [];
  const temps = new Set<string>();
  const writes: Promise<void>[] = [];
  let storageError: unknown;
  let fileCount = 0;
  const abort = (error: Error) => parser.destroy(error);

  parser.on("field", (name, value, info) => {
    // A cut value would pass on as something the sender never wrote.
    if (info.nameTruncated || info.valueTruncated)
      abort(new RequestTooLarge(`The field ${name} is too long`, "order.error.fieldTooLarge"));
    // A part named "" arrives without a name (busboy): it is no field of any form of ours.
    else if (name) fields.push([name, value]);
  });
  parser.on("fieldsLimit", () => abort(new RequestTooLarge("Too many fields")));
  parser.on("filesLimit", () => abort(new RequestTooLarge("Too many files")));

  parser.on("file", (field, stream, info) => {
    // An empty file input ("no file chosen") arrives as a part without a file name.
    if (!info.filename) {
      stream.resume();
      return;
    }
    const entry: UploadedFile = { field, fileName: info.filename, path: "", bytes: 0 };
    files.push(entry);
    fileCount += 1;
    if (fileCount > limits.maxFiles) {
      entry.rejected = "photo.error.tooMany";
      stream.on("data", (chunk: Buffer) => (entry.bytes += chunk.length));
      stream.resume();
      return;
    }
    const file = path.join(limits.tmpDir, `upload-${randomBytes(16).toString("hex")}`);
    temps.add(file);
    entry.path = file;
    const sink = createWriteStream(file, { flags: "wx" });
    writes.push(
      pipeline(stream, sink).then(
        async () => {
          entry.bytes = sink.bytesWritten;
          if (!stream.truncated) return;
          entry.rejected = "photo.error.tooBig";
          entry.path = "";
          await rm(file, { force: true });
          temps.delete(file);
        },
        (error: unknown) => {
          // A disk error is ours, not the sender's: it ends the request and is reported as it is.
          if (!parser.destroyed) storageError ??= error;
          abort(error instanceof Error ? error : new Error(String(error)));
        },
      ),
    );
  });

  const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  try {
    try {
      await pipeline(source, byteCounter(limits.maxTotalBytes), parser);
    } finally {
      // Every temp file is closed before anything is deleted, so none is created after its removal.
      await Promise.all(writes);
    }
    if (storageError) throw storageError;
  } catch (error) {
    await removeAll(temps);
    if (storageError) throw storageError;
    if (error instanceof RequestTooLarge) throw error;
    throw new UnreadableUpload("The upload broke off or does not parse", { cause: error });
  }
  return { fields, files, cleanup: () => removeAll(temps) };
}
