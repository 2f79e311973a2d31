// The name library's adapter: the page's data, and its form (a recording to save, one to delete,
// one to play, a fixed name's films to make again) turned into calls of server/names and answers
// the page shows.
import { isLanguage, LANGUAGES, type Language } from "#domain/language.ts";
import { TEXT_LIMITS } from "#domain/order-fields.ts";
import { readMultipart, RequestTooLarge, UnreadableUpload } from "#server/http/multipart.ts";
import { NAME_LISTEN_LIMITS, NAME_UPLOAD_MAX_MB } from "#server/http/upload-limits.ts";
import {
  deleteNameRecording,
  loadNameLibrary,
  NameNotFileable,
  recordingFile,
  saveNameRecording,
  type WaitingName,
} from "#server/names/name-library.ts";
import { makeNameFilmsAgain } from "#server/names/name-remakes.ts";
import {
  loadPronunciations,
  PRONUNCIATION_MAX,
  PronunciationRefused,
  savePronunciation,
  sayNameWith,
  VoiceCannotSay,
  voicesFor,
} from "#server/names/name-pronunciations.ts";
import { MAX_NAME_SECONDS, RecordingRejected } from "#server/takes/normalise-recording.ts";
import type { Services } from "#server/services.ts";
import { operatorActor, type Operator } from "../../../shared/operator.server.ts";
import { readRecordingForm, storedTakeResponse } from "./recording-form.server.ts";
import type { MessageKey } from "../../../i18n/en.ts";
import {
  RECORDING_FIELDS,
  type NameActionResult,
  type NameLibraryView,
  type VoiceView,
  type WaitingNameView,
} from "./name-library-view.ts";

/** Long enough for a cloud voice's answer; an operator waiting longer would rather try again. */
const LISTEN_SECONDS = 20;

export { NAME_UPLOAD_MAX_MB };

type Shop = Pick<Services, "db" | "config" | "uploadsTmpDir" | "storage" | "ffmpegTools" | "renderJobs">;

/** The voices per language; none when they cannot be lined up (no ffmpeg): the page says so. */
function voicesView(shop: Pick<Services, "santaVoices">): NameLibraryView["voices"] {
  let voices: ReturnType<Services["santaVoices"]> = [];
  try {
    voices = shop.santaVoices();
  } catch {
    // No ffmpeg: films cannot be made either, and the dashboard says why.
  }
  return Object.fromEntries(LANGUAGES.map((language) => [language, voicesFor(voices, language)])) as Record<
    Language,
    VoiceView[]
  >;
}

function worklistEntry(name: WaitingName): WaitingNameView {
  const { language, nameKey: key, spellings, films, orders, references } = name;
  return {
    language,
    key,
    spellings,
    films,
    orders,
    references,
    newestPaidAt: name.newestPaidAt.toISOString(),
  };
}

export async function loadNameLibraryView(
  shop: Pick<Services, "db" | "santaVoices">,
): Promise<NameLibraryView> {
  const [library, pronunciations] = await Promise.all([
    loadNameLibrary(shop.db),
    loadPronunciations(shop.db),
  ]);
  return {
    waiting: library.waiting.map(worklistEntry),
    waitingLeftOut: library.waitingLeftOut,
    toMakeAgain: library.toMakeAgain.map((name) => ({
      ...worklistEntry(name),
      fixedAt: name.fixedAt.toISOString(),
    })),
    recorded: library.recorded.map((name) => ({
      id: name.id,
      language: name.language,
      spellings: name.spellings,
      seconds: Math.round(name.durationMs / 100) / 10,
      recordedBy: name.recordedBy,
      updatedAt: name.updatedAt.toISOString(),
    })),
    pronunciations: pronunciations.map((entry) => ({
      language: entry.language,
      key: entry.nameKey,
      spelling: entry.spelling,
      respelling: entry.respelling,
      ipa: entry.ipa,
      updatedBy: entry.updatedBy,
      updatedAt: entry.updatedAt.toISOString(),
    })),
    voices: voicesView(shop),
    limits: {
      maxMb: NAME_UPLOAD_MAX_MB,
      maxSeconds: MAX_NAME_SECONDS,
      maxNameLength: TEXT_LIMITS.childName,
      maxPronunciation: PRONUNCIATION_MAX,
    },
  };
}

export async function nameLibraryAction(
  shop: Shop,
  request: Request,
  operator: Operator,
): Promise<NameActionResult> {
  const form = await readRecordingForm(shop, request);
  if ("refused" in form) return { outcome: "refused", reason: form.refused };
  const { field } = form;
  try {
    if (field(RECORDING_FIELDS.intent) === "delete") {
      // The box is required in the form; a request without it changes nothing.
      if (field(RECORDING_FIELDS.confirm) !== "yes")
        return { outcome: "refused", reason: "console.names.error.confirm" };
      const deleted = await deleteNameRecording(shop, field(RECORDING_FIELDS.id) ?? "");
      return deleted
        ? { outcome: "deleted", name: deleted.spellings[0] ?? "" }
        : { outcome: "refused", reason: "console.names.error.notFound" };
    }
    const language = field(RECORDING_FIELDS.language);
    const spellings = form.fields(RECORDING_FIELDS.spelling);
    if (field(RECORDING_FIELDS.intent) === "remake") {
      if (!isLanguage(language)) return { outcome: "refused", reason: "console.names.error.name" };
      const name = { language, nameKey: field(RECORDING_FIELDS.key) ?? "" };
      const { queued } = await makeNameFilmsAgain(shop, operatorActor(operator), name);
      const shown = spellings[0]?.trim().slice(0, TEXT_LIMITS.childName) || name.nameKey;
      return { outcome: "remade", name: shown, language, queued };
    }
    if (field(RECORDING_FIELDS.intent) === "pronounce") {
      if (!isLanguage(language)) return { outcome: "refused", reason: "console.names.error.name" };
      const input = pronunciationFields(field, language);
      const done = await savePronunciation(shop.db, { ...input, operator: operator.email });
      const outcome = done?.outcome === "saved" ? "pronounced" : "unpronounced";
      return { outcome, name: input.spelling.trim(), language };
    }
    const audio = form.audio(RECORDING_FIELDS.audio);
    if (!isLanguage(language)) return { outcome: "refused", reason: "console.names.error.name" };
    if (audio === "too big") return { outcome: "refused", reason: "console.names.error.tooBig" };
    if (!audio) return { outcome: "refused", reason: "console.names.error.noFile" };
    const saved = await saveNameRecording(
      {
        db: shop.db,
        storage: shop.storage,
        ffmpeg: shop.ffmpegTools.ffmpeg(),
        workDir: shop.uploadsTmpDir,
      },
      { language, spellings, upload: audio.path, operator: operator.email },
    );
    return { outcome: "saved", name: spellings[0]?.trim() ?? saved.spellings[0] ?? "", language };
  } catch (error) {
    if (error instanceof RecordingRejected) return { outcome: "refused", reason: error.key };
    if (error instanceof NameNotFileable) return { outcome: "refused", reason: error.key };
    if (error instanceof PronunciationRefused) return { outcome: "refused", reason: error.key };
    throw error;
  } finally {
    await form.cleanup();
  }
}

function pronunciationFields(field: (name: string) => string | undefined, language: Language) {
  return {
    language,
    spelling: field(RECORDING_FIELDS.spelling) ?? "",
    respelling: field(RECORDING_FIELDS.respelling) ?? "",
    ipa: field(RECORDING_FIELDS.ipa) ?? "",
  };
}

/**
 * The name said by one voice with the pronunciation as typed: the WAV, or a JSON body with the key
 * of why not (the page says it), with 400 for what the operator sent and 503 for a voice that failed.
 */
export async function nameListenResponse(
  shop: Pick<Services, "uploadsTmpDir" | "santaVoices">,
  request: Request,
): Promise<Response> {
  const refuse = (reason: MessageKey, status = 400) =>
    Response.json({ reason }, { status, headers: { "Cache-Control": "no-store" } });
  let body;
  try {
    body = await readMultipart(request, { tmpDir: shop.uploadsTmpDir, ...NAME_LISTEN_LIMITS });
  } catch (error) {
    if (error instanceof RequestTooLarge || error instanceof UnreadableUpload)
      return refuse("console.names.error.upload");
    throw error;
  }
  try {
    const field = (name: string) => body.fields.find(([key]) => key === name)?.[1];
    const language = field(RECORDING_FIELDS.language);
    if (!isLanguage(language)) return refuse("console.names.error.name");
    const wav = await sayNameWith(
      shop.santaVoices(),
      { ...pronunciationFields(field, language), engine: field(RECORDING_FIELDS.engine) ?? "" },
      AbortSignal.timeout(LISTEN_SECONDS * 1000),
    );
    return new Response(Buffer.from(wav), {
      headers: { "Content-Type": "audio/wav", "Cache-Control": "private, no-store" },
    });
  } catch (error) {
    if (error instanceof NameNotFileable || error instanceof PronunciationRefused) return refuse(error.key);
    if (error instanceof VoiceCannotSay) return refuse(`console.names.listen.failed.${error.reason}`, 503);
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
  return storedTakeResponse(shop, request, await recordingFile(shop, id));
}
