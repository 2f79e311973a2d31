// The child's portrait as the film will draw it (art/child-portrait.ts, the film's own drawing), from
// the colours chosen in the form, named in words: "Portrait: brown eyes, red hair". Loaded only once
// a colour is chosen (portrait-preview.tsx; decision 072).
import { childPortraitAloneSvg, type PortraitColours } from "#art/child-portrait.ts";
import { eyeColourOf, hairColourOf } from "#domain/child-colours.ts";
import { LOCALES, type Language } from "#domain/language.ts";
import { EYE_COLOURS, HAIR_COLOURS } from "#domain/order-fields.ts";
import type { MessageKey } from "../../i18n/en.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import type { MessageValues } from "../../i18n/translate.ts";

/** One child's colours as the form holds them: "" until chosen, the words only for "other". */
export interface ChosenColours {
  eyeColour: string;
  eyeColourOther: string;
  hairColour: string;
  hairColourOther: string;
}

type Translate = (key: MessageKey, values?: MessageValues) => string;

const listed = <T extends string>(choices: readonly T[], choice: string): T | undefined =>
  choices.find((listedChoice) => listedChoice === choice);

/** The parent's words as typed, on one line. */
const wordsOf = (text: string) => text.trim().replace(/\s+/g, " ");

/**
 * The colours the film draws for these choices (as domain/child-colours.ts's `portraitColours` reads
 * them), the picture as an SVG data URL, and its accessible name. A colour not chosen yet, or words
 * not understood, is drawn in the neutral colour the film would use for words it does not know.
 */
export function portraitPicture(
  chosen: ChosenColours,
  t: Translate,
  language: Language,
): { colours: PortraitColours; src: string; name: string } {
  const lower = (text: string) => text.toLocaleLowerCase(LOCALES[language]);
  const eyeChoice = listed(EYE_COLOURS, chosen.eyeColour);
  const eyes = eyeColourOf(
    eyeChoice ? { choice: eyeChoice, other: chosen.eyeColourOther } : { choice: "other", other: "" },
  );
  const hairChoice = listed(HAIR_COLOURS, chosen.hairColour);
  const hair = hairColourOf(
    hairChoice ? { choice: hairChoice, other: chosen.hairColourOther } : { choice: "other", other: "" },
  );

  const eyeWords = !eyes.understood
    ? t("order.portrait.eyesPlain")
    : t("order.portrait.eyes", {
        colour:
          eyeChoice === "other"
            ? wordsOf(chosen.eyeColourOther)
            : lower(t(`order.colour.eye.${eyeChoice}` as MessageKey)),
      });
  const hairWords = hair.bald
    ? t("order.portrait.bald")
    : !hair.understood
      ? t("order.portrait.hairPlain")
      : t("order.portrait.hair", {
          colour:
            hairChoice === "other"
              ? wordsOf(chosen.hairColourOther)
              : lower(t(`order.colour.hair.${hairChoice}` as MessageKey)),
        });

  const colours = { eyes: eyes.colour, hair: hair.bald ? null : hair.colour };
  return {
    colours,
    src: `data:image/svg+xml,${encodeURIComponent(childPortraitAloneSvg(colours))}`,
    name: t("order.portrait.name", { eyes: eyeWords, hair: hairWords }),
  };
}

/** The picture, filling the box its preview keeps for it. */
export default function PortraitPicture({ chosen }: { chosen: ChosenColours }) {
  const { t, language } = useLanguage();
  const { src, name } = portraitPicture(chosen, t, language);
  return <img src={src} alt={name} width={300} height={380} className="block h-full w-full" />;
}
