// The recording forms' body (the name library's and Santa's lines'): read with the upload limits, its
// fields by name, or the refusal an operator reads when the body is too big or broke off; and a
// stored take played back.
import { readMultipart, RequestTooLarge, UnreadableUpload } from "#server/http/multipart.ts";
import { storedFileResponse } from "#server/http/stored-file-response.ts";
import { NAME_UPLOAD_LIMITS } from "#server/http/upload-limits.ts";
import type { Services } from "#server/services.ts";

export interface RecordingForm {
  field(name: string): string | undefined;
  /** Every value of a repeated field, in order. */
  fields(name: string): string[];
  /** The uploaded take on disk, or "too big" when it was over the limit; undefined when none came. */
  audio(name: string): { path: string } | "too big" | undefined;
  cleanup(): Promise<void>;
}

export type RecordingFormRefusal = "console.names.error.tooBig" | "console.names.error.upload";

export async function readRecordingForm(
  shop: Pick<Services, "uploadsTmpDir">,
  request: Request,
): Promise<RecordingForm | { refused: RecordingFormRefusal }> {
  let body;
  try {
    body = await readMultipart(request, { tmpDir: shop.uploadsTmpDir, ...NAME_UPLOAD_LIMITS });
  } catch (error) {
    if (error instanceof RequestTooLarge) return { refused: "console.names.error.tooBig" };
    if (error instanceof UnreadableUpload) return { refused: "console.names.error.upload" };
    throw error;
  }
  return {
    field: (name) => body.fields.find(([key]) => key === name)?.[1],
    fields: (name) => body.fields.filter(([key]) => key === name).map(([, value]) => value),
    audio(name) {
      const file = body.files.find((candidate) => candidate.field === name);
      if (file?.rejected) return "too big";
      return file?.path ? { path: file.path } : undefined;
    },
    cleanup: body.cleanup,
  };
}

/** A stored take (a name's or a line's) for the page's player: WAV with ranges, kept by no cache. */
export async function storedTakeResponse(
  shop: Pick<Services, "storage">,
  request: Request,
  file: { key: string; size: number } | undefined,
): Promise<Response | undefined> {
  if (!file) return undefined;
  return storedFileResponse({
    storage: shop.storage,
    ...file,
    request,
    headers: new Headers({ "Content-Type": "audio/wav", "Cache-Control": "private, no-store" }),
  });
}
