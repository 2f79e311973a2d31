// How the film's portrait reads a colour the buyer gave: its swatch, or why it fell back to a neutral
// colour (decision 050), so an operator can see a typed colour that Santa's book did not understand.
import { eyeColourOf, hairColourOf } from "#domain/child-colours.ts";
import type { EYE_COLOURS, HAIR_COLOURS } from "#domain/order-fields.ts";
import { useLanguage } from "../../../i18n/language-provider.tsx";

type Detail =
  | { feature: "eyes"; choice: (typeof EYE_COLOURS)[number]; other: string | null }
  | { feature: "hair"; choice: (typeof HAIR_COLOURS)[number]; other: string | null };

export function PortraitColour({ detail }: { detail: Detail }) {
  const { t } = useLanguage();
  const reading =
    detail.feature === "eyes"
      ? { bald: false as const, ...eyeColourOf({ choice: detail.choice, other: detail.other }) }
      : hairColourOf({ choice: detail.choice, other: detail.other });
  if (reading.bald) return <span className="block text-sm">{t("console.order.film.colour.bald")}</span>;
  if (!reading.understood) {
    const why =
      reading.why === "unknown-words"
        ? t("console.order.film.colour.unknownWords", { words: reading.unknown.join(", ") })
        : reading.why === "no-colour-word"
          ? t("console.order.film.colour.noColourWord")
          : t("console.order.film.colour.tooLong");
    return <span className="block text-sm text-gold-300">{why}</span>;
  }
  return (
    <span className="flex items-center gap-2 text-sm">
      {t("console.order.film.colour.drawn")}{" "}
      <span
        aria-hidden="true"
        className="inline-block h-4 w-4 rounded-full border border-white/40"
        style={{ backgroundColor: reading.colour }}
      />{" "}
      {detail.choice === "other"
        ? reading.heard
        : detail.feature === "eyes"
          ? t(`order.colour.eye.${detail.choice}`)
          : t(`order.colour.hair.${detail.choice}`)}
    </span>
  );
}
