// Recording a name in the browser: MediaRecorder with a live level meter (an AnalyserNode, its
// value also in words), stop, listen, then save through the same form the file upload uses. Shown
// only where the browser can record; without JavaScript the form's file upload stands alone.
import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from "react";
import { useNavigation, useSubmit } from "react-router";
import MicIcon from "lucide-react/icons/mic";
import SquareIcon from "lucide-react/icons/square";
import SaveIcon from "lucide-react/icons/save";
import { buttonStyles } from "../../../components/ui/button-link.tsx";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { RECORDING_FIELDS } from "./name-library-view.ts";

/** A raw take may hold silence before and after the name; the server trims it to the limit. */
const EXTRA_SECONDS = 3;
/** How much of the shown level is left one frame later: about a third after half a second. */
const FALL_PER_FRAME = 0.965;
/** Below this level (of the meter's 0–1) nothing is being said. */
const HEARD = 0.2;

type Take =
  | { state: "idle" }
  | { state: "recording"; seconds: number }
  | { state: "recorded"; blob: Blob; url: string }
  | { state: "failed"; reason: "denied" };

interface Session {
  recorder: MediaRecorder;
  stream: MediaStream;
  audio: AudioContext;
  frame: number;
  timers: number[];
}

/** The meter's 0–1 from a block of samples: loudness in dBFS, −60 dB and below shown as nothing. */
function levelOf(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  const rms = Math.sqrt(sum / samples.length);
  return Math.min(1, Math.max(0, (20 * Math.log10(rms || 1e-9) + 60) / 60));
}

const noSubscription = () => () => {};
const canRecord = () => typeof MediaRecorder !== "undefined" && !!navigator.mediaDevices?.getUserMedia;

function fileNameFor(type: string): string {
  if (type.includes("ogg")) return "recording.ogg";
  if (type.includes("mp4")) return "recording.m4a";
  return "recording.webm";
}

export function NameRecorder({
  form,
  idPrefix,
  maxSeconds,
}: {
  form: RefObject<HTMLFormElement | null>;
  idPrefix: string;
  maxSeconds: number;
}) {
  const { t } = useLanguage();
  const submit = useSubmit();
  const navigation = useNavigation();
  // Unknown (undefined) in the server's page and while hydrating: a page without JavaScript shows no recorder.
  const supported = useSyncExternalStore(noSubscription, canRecord, () => undefined);
  const [take, setTake] = useState<Take>({ state: "idle" });
  const [level, setLevel] = useState(0);
  const session = useRef<Session | null>(null);
  const limit = maxSeconds + EXTRA_SECONDS;

  useEffect(() => () => finish(session.current), []);
  useEffect(() => () => void (take.state === "recorded" && URL.revokeObjectURL(take.url)), [take]);

  if (supported === undefined) return null;
  if (!supported) return <p className="text-sm text-snow-200">{t("console.names.recorder.unsupported")}</p>;

  function finish(current: Session | null) {
    if (!current) return;
    cancelAnimationFrame(current.frame);
    current.timers.forEach((timer) => window.clearInterval(timer));
    current.stream.getTracks().forEach((track) => track.stop());
    void current.audio.close();
  }

  async function start() {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setTake({ state: "failed", reason: "denied" });
      return;
    }
    const recorder = new MediaRecorder(stream);
    const audio = new AudioContext();
    // A context made after the await may start suspended: the meter would read nothing.
    void audio.resume();
    const analyser = audio.createAnalyser();
    analyser.fftSize = 1024;
    audio.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const chunks: Blob[] = [];
    const current: Session = { recorder, stream, audio, frame: 0, timers: [] };
    let shown = 0;
    const measure = () => {
      analyser.getFloatTimeDomainData(samples);
      // Peaks fall back slowly, as on a studio meter: a short syllable stays readable.
      shown = Math.max(levelOf(samples), shown * FALL_PER_FRAME);
      setLevel(shown);
      current.frame = requestAnimationFrame(measure);
    };
    recorder.ondataavailable = (event) => chunks.push(event.data);
    recorder.onstop = () => {
      finish(current);
      session.current = null;
      setLevel(0);
      const blob = new Blob(chunks, { type: recorder.mimeType });
      setTake({ state: "recorded", blob, url: URL.createObjectURL(blob) });
    };
    const started = Date.now();
    current.timers.push(
      window.setInterval(() => {
        const seconds = Math.floor((Date.now() - started) / 1000);
        if (seconds >= limit) recorder.stop();
        else setTake({ state: "recording", seconds });
      }, 250),
    );
    session.current = current;
    recorder.start();
    measure();
    setTake({ state: "recording", seconds: 0 });
  }

  function toggle() {
    if (session.current) session.current.recorder.stop();
    else void start();
  }

  function save() {
    const element = form.current;
    if (take.state !== "recorded" || !element) return;
    // A typed name (the "add a name" form) must be valid before the take is sent with it.
    const typed = element.querySelector<HTMLInputElement>(
      `input[type="text"][name="${RECORDING_FIELDS.spelling}"]`,
    );
    if (typed && !typed.reportValidity()) return;
    const data = new FormData(element);
    data.set(RECORDING_FIELDS.audio, take.blob, fileNameFor(take.blob.type));
    void submit(data, { method: "post", encType: "multipart/form-data", preventScrollReset: true });
  }

  const recording = take.state === "recording";
  const saving = navigation.state === "submitting";
  const percent = Math.round(level * 100);
  return (
    <fieldset className="space-y-3 rounded-xl p-4 ring-1 ring-snow-300/20">
      <legend className="px-1 font-semibold text-gold-300">{t("console.names.recorder.title")}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={toggle}
          aria-describedby={`${idPrefix}-recorder-state`}
          className={`inline-flex min-h-11 items-center gap-2 rounded-full px-5 py-2 font-bold ${recording ? buttonStyles.secondary : buttonStyles.primary}`}
        >
          {recording ? (
            <SquareIcon aria-hidden="true" className="size-5" />
          ) : (
            <MicIcon aria-hidden="true" className="size-5" />
          )}
          {t(
            recording
              ? "console.names.recorder.stop"
              : take.state === "recorded"
                ? "console.names.recorder.again"
                : "console.names.recorder.start",
          )}
        </button>
        <label className="flex items-center gap-2 text-sm text-snow-200">
          {t("console.names.recorder.level")}
          <meter
            min={0}
            max={1}
            low={HEARD}
            optimum={0.6}
            value={level}
            aria-valuetext={t("console.names.recorder.levelText", { percent })}
            className="h-3 w-40"
          />
        </label>
      </div>
      <p id={`${idPrefix}-recorder-state`} className="text-sm text-snow-200">
        {recording && t("console.names.recorder.elapsed", { seconds: take.seconds, max: limit })}{" "}
        <span role="status">
          {recording && t(level >= HEARD ? "console.names.recorder.hearing" : "console.names.recorder.quiet")}
        </span>
      </p>
      {take.state === "failed" && (
        <p role="alert" className="font-semibold text-red-300">
          {t("console.names.recorder.denied")}
        </p>
      )}
      {take.state === "recorded" && (
        <div className="flex flex-wrap items-center gap-3">
          <audio
            controls
            src={take.url}
            aria-label={t("console.names.recorder.playback")}
            className="max-w-full"
          />
          <button
            type="button"
            onClick={save}
            disabled={saving}
            className={`inline-flex min-h-11 items-center gap-2 rounded-full px-5 py-2 font-bold disabled:opacity-60 ${buttonStyles.primary}`}
          >
            <SaveIcon aria-hidden="true" className="size-5" />
            {t(saving ? "console.names.recorder.saving" : "console.names.recorder.save")}
          </button>
        </div>
      )}
    </fieldset>
  );
}
