// Santa's lines' adapter: the page's data for the storyline and language asked for, its form (a take
// to save, one to delete) turned into calls of server/lines, and a take played back.
import { isLanguage, type Language } from "#domain/language.ts";
import { TEXT_LIMITS } from "#domain/order-fields.ts";
import { NAME_UPLOAD_MAX_MB } from "#server/http/upload-limits.ts";
import {
  deleteLineTake,
  lineTakeFile,
  loadSantasLines,
  MAX_LINE_SECONDS,
  NotSantasLine,
  saveLineRecording,
  TakeTooShort,
} from "#server/lines/santas-lines.ts";
import { RecordingRejected } from "#server/takes/normalise-recording.ts";
import type { Services } from "#server/services.ts";
import type { Operator } from "../../../shared/operator.server.ts";
import { RECORDING_FIELDS } from "../names/name-library-view.ts";
import { readRecordingForm, storedTakeResponse } from "../names/recording-form.server.ts";
import { LINES_QUERY, type LineActionResult, type SantasLinesView } from "./santas-lines-view.ts";

type Shop = Pick<Services, "db" | "config" | "storage" | "uploadsTmpDir" | "ffmpegTools" | "templates">;

export async function loadSantasLinesView(
  shop: Pick<Services, "db" | "templates">,
  url: URL,
  pageLanguage: Language,
): Promise<SantasLinesView> {
  const asked = url.searchParams.get(LINES_QUERY.language);
  const language = isLanguage(asked) ? asked : pageLanguage;
  const all = await loadSantasLines(shop.db, shop.templates.all, language);
  const storylines = all.map((entry) => ({
    value: `${entry.template}/${entry.storyline}`,
    template: entry.template,
    storyline: entry.storyline,
    recorded: entry.lines.filter((line) => line.take).length,
    total: entry.lines.length,
  }));
  const wanted = url.searchParams.get(LINES_QUERY.storyline);
  const shown = all.find((entry) => `${entry.template}/${entry.storyline}` === wanted) ?? all[0];
  return {
    storylines,
    storyline: shown ? `${shown.template}/${shown.storyline}` : "",
    language,
    lines: (shown?.lines ?? []).map((line) => ({
      id: line.id,
      words: line.words,
      fallback: line.fallback === true,
      take: line.take
        ? {
            id: line.take.id,
            seconds: Math.round(line.take.durationMs / 100) / 10,
            recordedBy: line.take.recordedBy,
            updatedAt: line.take.updatedAt.toISOString(),
          }
        : null,
    })),
    limits: { maxMb: NAME_UPLOAD_MAX_MB, maxSeconds: MAX_LINE_SECONDS, maxNameLength: TEXT_LIMITS.childName },
  };
}

export async function santasLinesAction(
  shop: Shop,
  request: Request,
  operator: Operator,
): Promise<LineActionResult> {
  const form = await readRecordingForm(shop, request);
  if ("refused" in form) return { outcome: "refused", reason: form.refused };
  const { field } = form;
  try {
    if (field(RECORDING_FIELDS.intent) === "delete") {
      if (field(RECORDING_FIELDS.confirm) !== "yes")
        return { outcome: "refused", reason: "console.names.error.confirm" };
      const deleted = await deleteLineTake(shop, field(RECORDING_FIELDS.id) ?? "");
      return deleted
        ? { outcome: "deleted", words: deleted.words }
        : { outcome: "refused", reason: "console.names.error.notFound" };
    }
    const language = field(RECORDING_FIELDS.language);
    const words = field(RECORDING_FIELDS.words) ?? "";
    const audio = form.audio(RECORDING_FIELDS.audio);
    if (!isLanguage(language)) return { outcome: "refused", reason: "console.lines.error.notALine" };
    if (audio === "too big") return { outcome: "refused", reason: "console.names.error.tooBig" };
    if (!audio) return { outcome: "refused", reason: "console.names.error.noFile" };
    await saveLineRecording(
      {
        db: shop.db,
        storage: shop.storage,
        templates: shop.templates.all,
        ffmpeg: shop.ffmpegTools.ffmpeg(),
        workDir: shop.uploadsTmpDir,
      },
      { language, words, upload: audio.path, operator: operator.email },
    );
    return { outcome: "saved", words: words.trim() };
  } catch (error) {
    if (error instanceof RecordingRejected) {
      const reason = error.key === "console.names.error.tooLong" ? "console.lines.error.tooLong" : error.key;
      return { outcome: "refused", reason };
    }
    if (error instanceof NotSantasLine || error instanceof TakeTooShort)
      return { outcome: "refused", reason: error.key };
    throw error;
  } finally {
    await form.cleanup();
  }
}

/** The stored take, for the page's player; undefined when there is none. */
export async function lineAudioResponse(
  shop: Pick<Services, "db" | "storage">,
  request: Request,
  id: string,
): Promise<Response | undefined> {
  return storedTakeResponse(shop, request, await lineTakeFile(shop, id));
}
