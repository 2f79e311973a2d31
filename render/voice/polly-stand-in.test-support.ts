// TEST SUPPORT ONLY: a local stand-in for Amazon Polly's SynthesizeSpeech (POST /v1/speech, JSON in,
// audio or speech marks out), so tests drive the official SDK and read back exactly what it sent.
// It speaks HTTP/2, as the SDK's Polly client does (cleartext here, TLS at Amazon). Its audio is real
// Ogg Vorbis made by ffmpeg, 0.35 s a word; it can also refuse, hang or send junk.
import {
  createServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type ServerHttp2Session,
} from "node:http2";
import type { AddressInfo } from "node:net";
import { packagedFfmpeg } from "../ffmpeg/locate-ffmpeg.ts";
import { runFfmpeg } from "../ffmpeg/run-ffmpeg.ts";

export const STAND_IN_SECONDS_PER_WORD = 0.35;

/** One SynthesizeSpeech request as the SDK sent it. */
export interface PollyRequest {
  method: string;
  path: string;
  /** The host the SDK addressed (HTTP/2's `:authority`). */
  authority: string;
  authorization: string | undefined;
  body: {
    Engine?: string;
    OutputFormat?: string;
    SampleRate?: string;
    SpeechMarkTypes?: string[];
    Text?: string;
    TextType?: string;
    VoiceId?: string;
    LexiconNames?: string[];
  };
}

/**
 * How the stand-in answers: `speak` as Polly does; `refuse` 500 ServiceFailureException; `hang`
 * never answers; `junk` sends bytes that are not audio; `empty` sends an audio answer of no bytes;
 * `silent` sends real Ogg Vorbis of silence (these three touch the audio only: the marks are still
 * sent); `no-ipa` refuses any `<phoneme>` with 400 InvalidSsmlException, as Polly does for IPA
 * outside the voice's phoneme set.
 */
export type PollyBehaviour = "speak" | "refuse" | "hang" | "junk" | "empty" | "silent" | "no-ipa";

export interface PollyStandIn {
  /** For `PollySettings.endpoint`. */
  url: string;
  requests: PollyRequest[];
  behaviour: PollyBehaviour;
  close(): Promise<void>;
}

/** The words the SSML says, as a listener hears them: tags out, entities back to characters. */
export function spokenWords(ssml: string): string[] {
  const text = ssml
    .replace(/<[^>]*>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
  return text.split(/\s+/).filter(Boolean);
}

async function readJson(request: Http2ServerRequest): Promise<PollyRequest["body"]> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as PollyRequest["body"];
}

/** Ogg Vorbis of a low tone for `seconds`, or of silence. */
async function oggAudio(seconds: number, silent = false): Promise<Buffer> {
  const ffmpeg = packagedFfmpeg() ?? "ffmpeg";
  const source = silent
    ? "anullsrc=channel_layout=mono:sample_rate=24000"
    : "sine=frequency=180:sample_rate=24000";
  const { stdout } = await runFfmpeg(
    ffmpeg,
    ["-v", "error", "-f", "lavfi", "-i", source, "-t", String(seconds)].concat([
      "-ac",
      "1",
      "-c:a",
      "libvorbis",
      "-f",
      "ogg",
      "pipe:1",
    ]),
    { step: "stand-in audio", timeoutSeconds: 30, captureStdout: true },
  );
  return stdout;
}

/** Polly's marks: a word mark at each word's start, visemes inside it, one JSON object a line. */
function speechMarks(words: string[], types: string[]): string {
  const lines: object[] = [];
  let offset = 0;
  words.forEach((word, index) => {
    const time = Math.round(index * STAND_IN_SECONDS_PER_WORD * 1000);
    if (types.includes("word"))
      lines.push({ time, type: "word", start: offset, end: offset + word.length, value: word });
    if (types.includes("viseme")) {
      lines.push({ time, type: "viseme", value: "p" });
      lines.push({ time: time + 120, type: "viseme", value: "a" });
    }
    offset += word.length + 1;
  });
  return lines.map((line) => JSON.stringify(line)).join("\n") + "\n";
}

function refuse(response: Http2ServerResponse, status: number, type: string, message: string) {
  response
    .writeHead(status, { "content-type": "application/json", "x-amzn-errortype": type })
    .end(JSON.stringify({ message }));
}

export async function startPollyStandIn(): Promise<PollyStandIn> {
  const requests: PollyRequest[] = [];
  const sessions = new Set<ServerHttp2Session>();
  const server = createServer();
  server.on("session", (session: ServerHttp2Session) => {
    sessions.add(session);
    session.on("close", () => sessions.delete(session));
  });
  server.on("request", (request: Http2ServerRequest, response: Http2ServerResponse) => {
    void (async () => {
      const body = await readJson(request);
      requests.push({
        method: request.method ?? "",
        path: new URL(request.url ?? "/", "http://stand-in").pathname,
        authority: request.authority,
        authorization: request.headers.authorization,
        body,
      });
      if (standIn.behaviour === "hang") return;
      if (standIn.behaviour === "refuse")
        return refuse(response, 500, "ServiceFailureException", "The stand-in fails on purpose.");
      if (request.method !== "POST" || !request.url?.startsWith("/v1/speech"))
        return refuse(response, 404, "UnknownOperationException", "Not SynthesizeSpeech.");
      if (!body.Text || !body.VoiceId || !body.OutputFormat)
        return refuse(response, 400, "ValidationException", "Text, VoiceId and OutputFormat are required.");
      if (standIn.behaviour === "no-ipa" && body.Text.includes("<phoneme"))
        return refuse(response, 400, "InvalidSsmlException", "Invalid phoneme in the IPA alphabet.");
      const words = spokenWords(body.TextType === "ssml" ? body.Text : body.Text.replace(/</g, " "));
      const characters = String(body.Text.length);
      if (body.OutputFormat === "json") {
        response.writeHead(200, {
          "content-type": "application/x-json-stream",
          "x-amzn-requestcharacters": characters,
        });
        return response.end(speechMarks(words, body.SpeechMarkTypes ?? []));
      }
      const audio =
        standIn.behaviour === "junk"
          ? Buffer.from("<html><body>Service temporarily unavailable</body></html>")
          : standIn.behaviour === "empty"
            ? Buffer.alloc(0)
            : await oggAudio(
                Math.max(1, words.length) * STAND_IN_SECONDS_PER_WORD,
                standIn.behaviour === "silent",
              );
      response.writeHead(200, { "content-type": "audio/ogg", "x-amzn-requestcharacters": characters });
      response.end(audio);
    })().catch((error: unknown) => {
      if (!response.headersSent) refuse(response, 500, "ServiceFailureException", String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const standIn: PollyStandIn = {
    url: `http://127.0.0.1:${port}`,
    requests,
    behaviour: "speak",
    close: () =>
      new Promise<void>((resolve) => {
        // A hanging answer holds its session open: end it too, or close() waits for ever.
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
  return standIn;
}
