// Spanish copy of the child's portrait beside the colours in the order form (spread into es.ts).
import type { portraitEn } from "./portrait.en.ts";
import type { Translation } from "./translation.ts";

export const portraitEs: Translation<typeof portraitEn> = {
  "order.portrait.caption": "El libro de Santa dibujará así a tu hijo, como en el video.",
  "order.portrait.name": "Retrato: {eyes}, {hair}",
  "order.portrait.eyes": "ojos {colour}",
  "order.portrait.eyesPlain": "ojos de un color neutro",
  "order.portrait.hair": "pelo {colour}",
  "order.portrait.hairPlain": "pelo de un color neutro",
  "order.portrait.bald": "sin pelo",
};
