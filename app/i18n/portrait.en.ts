// English copy of the child's portrait beside the colours in the order form (spread into en.ts).

export const portraitEn = {
  "order.portrait.caption": "Santa's book will draw your child like this, as in the video.",
  "order.portrait.name": "Portrait: {eyes}, {hair}",
  "order.portrait.eyes": "{colour} eyes",
  "order.portrait.eyesPlain": "eyes in a plain colour",
  "order.portrait.hair": "{colour} hair",
  "order.portrait.hairPlain": "hair in a plain colour",
  "order.portrait.bald": "no hair",
} as const;
