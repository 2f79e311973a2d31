import { describe, expect, it } from "vitest";
import { NEUTRAL_COLOURS } from "./child-colour-words.ts";
import { type ColourReading, eyeColourOf, hairColourOf, type HairReading } from "./child-colours.ts";
import { EYE_COLOURS, HAIR_COLOURS } from "./order-fields.ts";

// Colours are judged in CIE Lab (D65), computed here on its own rather than with the module's OKLab,
// so a mistake in the module's colour maths cannot hide itself. ΔE is CIE76: about 2.3 is the smallest
// difference a person notices side by side, and over 10 reads as another colour at portrait size.
type Lch = { lightness: number; chroma: number; hue: number };

function lab(hex: string): [number, number, number] {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

function lch(hex: string): Lch {
  const [lightness, a, b] = lab(hex);
  return { lightness, chroma: Math.hypot(a, b), hue: ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360 };
}

function deltaE(one: string, other: string): number {
  const [l1, a1, b1] = lab(one);
  const [l2, a2, b2] = lab(other);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

/** The colour of a reading that must have been understood as a colour. */
function colourOf(reading: ColourReading | HairReading): string {
  expect(reading).toMatchObject({ understood: true });
  if ("bald" in reading && reading.bald) throw new Error("read as bald");
  expect(reading.colour).toMatch(/^#[0-9a-f]{6}$/);
  return reading.colour;
}

const eyes = (other: string) => colourOf(eyeColourOf({ choice: "other", other }));
const hair = (other: string) => colourOf(hairColourOf({ choice: "other", other }));

/** What a person expects of a colour, in CIE LCh: a hue window in degrees and bounds on L* and C*. */
type Expected = { hue?: [number, number]; lightness?: [number, number]; chroma?: [number, number] };

function expectLooks(hex: string, expected: Expected) {
  const { lightness, chroma, hue } = lch(hex);
  const inside = (value: number, [low, high]: [number, number]) => value >= low && value <= high;
  const seen = `${hex} is L* ${lightness.toFixed(1)} C* ${chroma.toFixed(1)} h ${hue.toFixed(0)}°`;
  if (expected.hue) expect(inside(hue, expected.hue), seen).toBe(true);
  if (expected.lightness) expect(inside(lightness, expected.lightness), seen).toBe(true);
  if (expected.chroma) expect(inside(chroma, expected.chroma), seen).toBe(true);
}

const ANY: [number, number] = [0, 1000];

describe("the listed colours", () => {
  const eyeLooks: Record<Exclude<(typeof EYE_COLOURS)[number], "other">, Expected> = {
    brown: { hue: [40, 80], lightness: [20, 45], chroma: [15, ANY[1]] },
    blue: { hue: [230, 290], lightness: [40, 65], chroma: [20, ANY[1]] },
    green: { hue: [110, 160], lightness: [40, 65], chroma: [20, ANY[1]] },
    hazel: { hue: [65, 100], lightness: [35, 60], chroma: [15, ANY[1]] },
    // Grey eyes are a blue-grey, not a flat grey.
    grey: { hue: [200, 290], lightness: [50, 75], chroma: [3, 15] },
  };
  const hairLooks: Record<Exclude<(typeof HAIR_COLOURS)[number], "other">, Expected> = {
    black: { lightness: [5, 20], chroma: [0, 8] },
    brown: { hue: [45, 75], lightness: [25, 45], chroma: [10, ANY[1]] },
    // Blonde is a warm golden, light and clearly coloured.
    blonde: { hue: [70, 95], lightness: [65, 85], chroma: [30, ANY[1]] },
    red: { hue: [35, 60], lightness: [35, 60], chroma: [40, ANY[1]] },
    grey: { lightness: [55, 75], chroma: [0, 5] },
    white: { lightness: [88, 100], chroma: [0, 6] },
  };

  it.each(EYE_COLOURS.filter((choice) => choice !== "other"))("draws %s eyes as a person would", (choice) => {
    expectLooks(colourOf(eyeColourOf({ choice, other: "" })), eyeLooks[choice]);
  });

  it.each(HAIR_COLOURS.filter((choice) => choice !== "other"))(
    "draws %s hair as a person would",
    (choice) => {
      expectLooks(colourOf(hairColourOf({ choice, other: null })), hairLooks[choice]);
    },
  );

  it("keeps every listed colour apart from the others and from the neutral colour", () => {
    const eyeColours = EYE_COLOURS.filter((choice) => choice !== "other").map((choice) =>
      colourOf(eyeColourOf({ choice })),
    );
    const hairColours = HAIR_COLOURS.filter((choice) => choice !== "other").map((choice) =>
      colourOf(hairColourOf({ choice })),
    );
    for (const [colours, neutral] of [
      [eyeColours, NEUTRAL_COLOURS.eyes],
      [hairColours, NEUTRAL_COLOURS.hair],
    ] as const) {
      for (const [index, colour] of colours.entries()) {
        expect(deltaE(colour, neutral)).toBeGreaterThan(10);
        for (const other of colours.slice(index + 1)) expect(deltaE(colour, other)).toBeGreaterThan(10);
      }
    }
  });

  it("ignores the words typed beside a listed choice", () => {
    expect(eyeColourOf({ choice: "blue", other: "rainbow" })).toEqual(eyeColourOf({ choice: "blue" }));
  });
});

describe("colours typed in words", () => {
  it.each<[string, Expected]>([
    ["amber", { hue: [55, 85], chroma: [35, ANY[1]] }],
    ["Emerald green", { hue: [135, 175], chroma: [25, ANY[1]] }],
    ["turquoise", { hue: [180, 225], chroma: [20, ANY[1]] }],
    ["miel", { hue: [55, 85], lightness: [45, 65], chroma: [30, ANY[1]] }],
    ["celeste", { hue: [235, 275], lightness: [65, 85], chroma: [15, ANY[1]] }],
    ["ojos color turquesa", { hue: [180, 225], chroma: [20, ANY[1]] }],
  ])("reads eyes %j", (words, expected) => {
    expectLooks(eyes(words), expected);
  });

  it.each<[string, Expected]>([
    ["auburn", { hue: [30, 55], lightness: [25, 45], chroma: [30, ANY[1]] }],
    ["Platinum", { hue: [70, 100], lightness: [85, 100], chroma: [0, 15] }],
    ["chestnut hair", { hue: [40, 65], lightness: [30, 45], chroma: [15, ANY[1]] }],
    ["pelirroja", { hue: [40, 60], lightness: [40, 65], chroma: [45, ANY[1]] }],
    ["castaño", { hue: [40, 75], lightness: [30, 45], chroma: [10, ANY[1]] }],
    ["canoso", { lightness: [60, 75], chroma: [0, 6] }],
  ])("reads hair %j", (words, expected) => {
    expectLooks(hair(words), expected);
  });

  it.each([
    ["brown", "castaño"],
    ["ginger", "pelirrojo"],
    ["platinum", "platino"],
    ["light brown", "castaño claro"],
  ])("gives hair %j and %j the same colour", (english, spanish) => {
    expect(deltaE(hair(english), hair(spanish))).toBeLessThan(8);
  });

  it("ignores accents, case, the feature's name, intensifiers and word order", () => {
    const expected = hair("castaño claro");
    for (const words of ["CASTANO CLARO", "Pelo castaño claro.", "claro castaño", "muy castaño claro"]) {
      expect(deltaE(hair(words), expected), words).toBeLessThan(1);
    }
    expect(deltaE(eyes("Ojos azules claros"), eyes("light blue eyes"))).toBeLessThan(1);
  });

  it("says what it heard, as typed", () => {
    expect(hairColourOf({ choice: "other", other: "Castaño claro" })).toMatchObject({
      understood: true,
      heard: "castaño claro",
    });
  });
});

describe("the issue's examples", () => {
  it("draws strawberry blonde between blonde and red, nearer blonde", () => {
    const blonde = colourOf(hairColourOf({ choice: "blonde" }));
    const red = colourOf(hairColourOf({ choice: "red" }));
    const strawberry = hair("strawberry blonde");
    expect(lch(strawberry).hue).toBeLessThan(lch(blonde).hue);
    expect(lch(strawberry).hue).toBeGreaterThan(lch(red).hue);
    expect(lch(strawberry).lightness).toBeGreaterThan(lch(red).lightness + 10);
    expect(deltaE(strawberry, blonde)).toBeLessThan(deltaE(strawberry, red));
    expect(deltaE(hair("rubio fresa"), strawberry)).toBeLessThan(1);
  });

  it("draws castaño claro as the same brown, lighter", () => {
    const chestnut = lch(hair("castaño"));
    const light = lch(hair("castaño claro"));
    expect(light.lightness).toBeGreaterThan(chestnut.lightness + 5);
    expect(Math.abs(light.hue - chestnut.hue)).toBeLessThan(15);
  });

  it("draws azul verdoso as a blue leaning to green, and verde azulado the other way", () => {
    const blue = eyes("azul");
    const green = eyes("verde");
    const blueGreenish = eyes("azul verdoso");
    const greenBluish = eyes("verde azulado");
    expect(deltaE(blueGreenish, blue)).toBeGreaterThan(5);
    expect(deltaE(blueGreenish, blue)).toBeLessThan(deltaE(blueGreenish, green));
    expect(lch(blueGreenish).hue).toBeLessThan(lch(blue).hue);
    expect(lch(blueGreenish).hue).toBeGreaterThan(lch(green).hue);
    expect(deltaE(greenBluish, green)).toBeLessThan(deltaE(greenBluish, blue));
    expect(lch(greenBluish).hue).toBeGreaterThan(lch(green).hue);
    expect(deltaE(eyes("greenish blue"), blueGreenish)).toBeLessThan(1);
    expect(deltaE(eyes("bluish green"), greenBluish)).toBeLessThan(1);
  });

  it("draws blue-green halfway between blue and green", () => {
    const blueGreen = eyes("blue-green");
    const fromBlue = deltaE(blueGreen, eyes("blue"));
    const fromGreen = deltaE(blueGreen, eyes("green"));
    expect(Math.abs(fromBlue - fromGreen)).toBeLessThan(0.3 * Math.max(fromBlue, fromGreen));
  });
});

describe("words it does not understand", () => {
  it.each<[string, "eyes" | "hair", string, string[]]>([
    ["rainbow eyes", "eyes", "rainbow", ["rainbow"]],
    ["an unknown word", "hair", "arcoíris", ["arcoíris"]],
    ["gibberish beside a colour", "eyes", "blue xqzt", ["xqzt"]],
    ["a hair word for eyes", "eyes", "blonde", ["blonde"]],
    ["emoji only", "hair", "🌈🦄", ["🌈🦄"]],
  ])("falls back to the neutral colour for %s and names the words", (_, feature, other, unknown) => {
    const reading =
      feature === "eyes" ? eyeColourOf({ choice: "other", other }) : hairColourOf({ choice: "other", other });
    expect(reading).toMatchObject({ understood: false, text: other, unknown, why: "unknown-words" });
    if (!reading.understood) expect(deltaE(reading.colour, NEUTRAL_COLOURS[feature])).toBeLessThan(1);
  });

  it.each<[string, string, string]>([
    ["empty", "", "no-colour-word"],
    ["only a modifier", "muy oscuro", "no-colour-word"],
    ["200 characters", "blue ".repeat(40), "too-long"],
  ])("falls back to the neutral colour for %s text", (_, other, why) => {
    const eyeReading = eyeColourOf({ choice: "other", other });
    const hairReading = hairColourOf({ choice: "other", other });
    expect(eyeReading).toMatchObject({ understood: false, colour: NEUTRAL_COLOURS.eyes, text: other, why });
    expect(hairReading).toMatchObject({ understood: false, colour: NEUTRAL_COLOURS.hair, text: other, why });
  });

  it("keeps the neutral colours plain: no hue to speak of", () => {
    expectLooks(NEUTRAL_COLOURS.eyes, { chroma: [0, 8] });
    expectLooks(NEUTRAL_COLOURS.hair, { chroma: [0, 12] });
  });
});

describe("no hair", () => {
  it.each(["none", "Bald", "calvo", "calva", "sin pelo", "No hair", "pelona"])(
    "draws %j as bald",
    (other) => {
      expect(hairColourOf({ choice: "other", other })).toMatchObject({ bald: true, understood: true });
    },
  );

  it("says which words it heard as no hair", () => {
    expect(hairColourOf({ choice: "other", other: "Pelo: ninguno" })).toEqual({
      bald: true,
      understood: true,
      heard: "ninguno",
    });
  });

  it("does not read eyes of 'none' as anything", () => {
    expect(eyeColourOf({ choice: "other", other: "none" })).toMatchObject({ understood: false });
  });
});

describe("modifiers", () => {
  it.each([
    ["light", "hair", "brown"],
    ["pale", "eyes", "blue"],
    ["bright", "eyes", "green"],
    ["claro", "eyes", "verde"],
    ["clara", "hair", "castaña"],
  ] as const)("%j makes %s of %j lighter", (modifier, feature, colour) => {
    const read = feature === "eyes" ? eyes : hair;
    expect(lch(read(`${colour} ${modifier}`)).lightness).toBeGreaterThan(lch(read(colour)).lightness + 3);
  });

  it.each([
    ["dark", "hair", "blonde"],
    ["deep", "eyes", "blue"],
    ["oscuro", "hair", "castaño"],
    ["oscuros", "eyes", "verdes"],
    ["intenso", "eyes", "azul"],
  ] as const)("%j makes %s of %j darker", (modifier, feature, colour) => {
    const read = feature === "eyes" ? eyes : hair;
    expect(lch(read(`${colour} ${modifier}`)).lightness).toBeLessThan(lch(read(colour)).lightness - 3);
  });
});
