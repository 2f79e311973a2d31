// The name library's adapter: the page's data, and its form (a recording to save, one to delete,
// one to play) turned into calls of server/names and answers the page shows.
import { isLanguage } from "../../../../domain/language.ts";
import { TEXT_LIMITS } from "../../../../domain/order-fields.ts";
import { locateFfmpeg } from "../../../../render/ffmpeg/locate-ffmpeg.ts";
import { readMultipart, RequestTooLarge, UnreadableUpload } from "../../../../server/http/multipart.ts";
import { NAME_UPLOAD_LIMITS, NAME_UPLOAD_MAX_MB } from "../../../../server/http/upload-limits.ts";
import { storedFileResponse } from "../../../../server/http/stored-file-response.ts";
import {
  deleteNameRecording,
  loadNameLibrary,
  NameNotFileable,
  recordingFile,
  saveNameRecording,
} from "../../../../server/names/name-library.ts";
import { MAX_NAME_SECONDS, RecordingRejected } from "../../../../server/names/normalise-recording.ts";
import type { Services } from "../../../../server/services.ts";
import type { Operator } from "../../../shared/operator.server.ts";
import { NAME_FIELDS, type NameActionResult, type NameLibraryView } from "./name-library-view.ts";

export { NAME_UPLOAD_MAX_MB };

type Shop = Pick<Services, "db" | "config" | "uploadsTmpDir" | "storage">;

export async function loadNameLibraryView(shop: Pick<Services, "db">): Promise<NameLibraryView> {
  const library = await loadNameLibrary(shop.db);
  return {
    waiting: library.waiting.map((name) => ({
      language: name.language,
      key: name.nameKey,
      spellings: name.spellings,
      orders: name.orders,
      paidOrders: name.paidOrders,
      oldestPaidAt: name.oldestPaidAt?.toISOString() ?? null,
      oldestOrderedAt: name.oldestOrderedAt.toISOString(),
    })),
    recorded: library.recorded.map((name) => ({
      id: name.id,
      language: name.language,
      spellings: name.spellings,
      seconds: Math.round(name.durationMs / 100) / 10,
      recordedBy: name.recordedBy,
      updatedAt: name.updatedAt.toISOString(),
    })),
    limits: { maxMb: NAME_UPLOAD_MAX_MB, maxSeconds: MAX_NAME_SECONDS, maxNameLength: TEXT_LIMITS.childName },
  };
}

export async function nameLibraryAction(
  shop: Shop,
  request: Request,
  operator: Operator,
): Promise<NameActionResult> {
  let body;
  try {
    body = await readMultipart(request, { tmpDir: shop.uploadsTmpDir, ...NAME_UPLOAD_LIMITS });
  } catch (error) {
    if (error instanceof RequestTooLarge) return { outcome: "refused", reason: "console.names.error.tooBig" };
    if (error instanceof UnreadableUpload)
      return { outcome: "refused", reason: "console.names.error.upload" };
    throw error;
  }
  try {
    const field = (name: string) => body.fields.find(([key]) => key === name)?.[1];
    if (field(NAME_FIELDS.intent) === "delete") {
      // The box is required in the form; a request without it changes nothing.
      if (field(NAME_FIELDS.confirm) !== "yes")
        return { outcome: "refused", reason: "console.names.error.confirm" };
      const deleted = await deleteNameRecording(shop, field(NAME_FIELDS.id) ?? "");
      return deleted
        ? { outcome: "deleted", name: deleted.spellings[0] ?? "" }
        : { outcome: "refused", reason: "console.names.error.notFound" };
    }
    const language = field(NAME_FIELDS.language);
    const spellings = body.fields.filter(([key]) => key === NAME_FIELDS.spelling).map(([, value]) => value);
    const audio = body.files.find((file) => file.field === NAME_FIELDS.audio);
    if (!isLanguage(language)) return { outcome: "refused", reason: "console.names.error.name" };
    if (audio?.rejected) return { outcome: "refused", reason: "console.names.error.tooBig" };
    if (!audio?.path) return { outcome: "refused", reason: "console.names.error.noFile" };
    const saved = await saveNameRecording(
      {
        db: shop.db,
        storage: shop.storage,
        ffmpeg: locateFfmpeg({ ffmpegPathEnv: shop.config.FFMPEG_PATH, pathEnv: shop.config.PATH }),
        workDir: shop.uploadsTmpDir,
      },
      { language, spellings, upload: audio.path, operator: operator.email },
    );
    return { outcome: "saved", name: spellings[0]?.trim() ?? saved.spellings[0] ?? "", language };
  } catch (error) {
    if (error instanceof RecordingRejected) return { outcome: "refused", reason: error.key };
    if (error instanceof NameNotFileable) return { outcome: "refused", reason: error.key };
    throw error;
  } finally {
    await body.cleanup();
  }
}

/** The stored recording, for the page's player; undefined when there is none. */
export async function nameAudioResponse(
  shop: Pick<Services, "db" | "storage">,
  request: Request,
  id: string,
): Promise<Response | undefined> {
  const file = await recordingFile(shop, id);
  if (!file) return undefined;
  return storedFileResponse({
    storage: shop.storage,
    ...file,
    request,
    headers: new Headers({ "Content-Type": "audio/wav", "Cache-Control": "private, no-store" }),
  });
}
