// The names of Santa's voices as operators read them, wherever the console shows a voice.
import type { MessageKey } from "../../i18n/en.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";

// The renderer's engine ids (render/voice/*-engine.ts, cloud-polly.ts, film-voice.ts's recording).
const ENGINE_NAMES: Readonly<Record<string, MessageKey>> = {
  festival: "console.order.voice.engine.festival",
  "espeak-ng": "console.order.voice.engine.espeakNg",
  "espeak-ng-wasm": "console.order.voice.engine.espeakNgWasm",
  polly: "console.order.voice.engine.polly",
  recording: "console.order.voice.engine.recording",
};

export function useEngineName(): (engine: string) => string {
  const { t } = useLanguage();
  // An engine this page does not know yet shows by its id, rather than nothing.
  return (engine) => {
    const key = ENGINE_NAMES[engine];
    return key ? t(key) : engine;
  };
}
