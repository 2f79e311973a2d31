// Who spoke Santa's lines in a rendered film, for the operator: each voice with how many lines it
// said, and each voice that failed before another spoke, with why. Nothing for a film whose voice
// is not known (made before it was kept, or uploaded).
import type { FilmSpeech } from "#domain/film-speech.ts";
import { fillPlaceholders } from "../../../i18n/translate.ts";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { useEngineName } from "../voice-engine-names.ts";
import { useConsoleFormats } from "./console-formats.ts";
import type { Detail } from "./detail-list.tsx";

function Voices({ speech }: { speech: FilmSpeech }) {
  const { t, plural } = useLanguage();
  const { seconds } = useConsoleFormats();
  const engineName = useEngineName();
  return (
    <>
      <ul data-testid="film-voices">
        {speech.voices.map(({ engine, voice, phrases }) => {
          const lines = fillPlaceholders(plural("console.order.voice.lines", phrases), { count: phrases });
          const values = { engine: engineName(engine), voice, lines };
          return (
            <li key={`${engine}|${voice}`}>
              {voice ? t("console.order.voice.spokeAs", values) : t("console.order.voice.spoke", values)}
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-snow-300">
        {t("console.order.voice.spoken", { seconds: seconds(speech.spokenSeconds * 1000) })}
      </p>
    </>
  );
}

function Fallbacks({ speech }: { speech: FilmSpeech }) {
  const { t } = useLanguage();
  const engineName = useEngineName();
  return (
    <ul data-testid="film-voice-fallbacks">
      {speech.fallbacks.map(({ engine, reason, detail }) => (
        <li key={`${engine}|${reason}`}>
          <span>
            {t("console.order.voice.fellBack", {
              engine: engineName(engine),
              reason: t(`console.order.voice.reason.${reason}`),
            })}
          </span>
          {detail && <code className="ml-2 text-sm text-snow-300">{detail}</code>}
        </li>
      ))}
    </ul>
  );
}

/** The film's voice as details of its production: none when its speech is not known. */
export function useFilmVoiceDetails(speech: FilmSpeech | null): Detail[] {
  const { t } = useLanguage();
  if (!speech || speech.voices.length === 0) return [];
  const details: Detail[] = [{ label: t("console.order.voice"), value: <Voices speech={speech} /> }];
  if (speech.fallbacks.length > 0)
    details.push({ label: t("console.order.voice.fallbacks"), value: <Fallbacks speech={speech} /> });
  return details;
}
