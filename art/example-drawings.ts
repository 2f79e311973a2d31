// The six example-film thumbnails, one colour and motif each.
import { format as n, sparkle, starPoints } from "./svg.ts";
import { bauble, garland, gift, ground, snowflake, thumbFrame } from "./thumb-parts.ts";

export function exampleDrawings(): string[] {
  // 1 red: a pile of presents
  const red = thumbFrame(
    "bg",
    "#e24a45",
    "#7d0f1f",
    `${ground("#fbeef0", "#f2c9cf")}
<ellipse cx="322" cy="318" rx="200" ry="16" fill="#6d0c1a" opacity="0.25" filter="url(#shadow)"/>
${gift(222, 176, 150, 140, "#f6c244", "#c3162e", "#ffd766")}
${gift(362, 232, 104, 84, "#2f9a5a", "#ffffff", "#3bb26b")}
${gift(160, 250, 74, 66, "#ffffff", "#2f9a5a", "#f4f1ea")}
${sparkle(470, 120, 16, "#ffe9a8")}${sparkle(150, 140, 11, "#ffe9a8", 0.85)}${sparkle(540, 200, 8, "#ffffff", 0.8)}`,
    1,
  );

  // 2 green: a decorated tree
  const tiers: [number, number, number][] = [
    [196, 298, 142],
    [140, 250, 120],
    [84, 190, 90],
  ];
  const tree = tiers
    .map(
      ([apex, bottom, half]) =>
        `<path d="M320,${apex} L${320 + half},${bottom} Q320,${bottom + 12} ${320 - half},${bottom}Z" fill="#33b066"/>` +
        `<path d="M320,${apex} L${320 + half},${bottom} Q${320 + half / 2},${bottom + 9} 320,${bottom + 6}Z" fill="#27924f"/>`,
    )
    .join("");
  const ornaments = (
    [
      [318, 136, "#ffffff"],
      [292, 170, "#e5383b"],
      [350, 178, "#ffd166"],
      [246, 234, "#ffd166"],
      [300, 222, "#ff8fab"],
      [362, 236, "#e5383b"],
      [404, 240, "#ffffff"],
      [214, 290, "#e5383b"],
      [270, 280, "#ffffff"],
      [336, 292, "#ffd166"],
      [396, 282, "#ff8fab"],
      [438, 290, "#e5383b"],
    ] as const
  )
    .map(
      ([x, y, c]) =>
        `<circle cx="${x}" cy="${y}" r="7" fill="${c}"/><circle cx="${x - 2}" cy="${y - 2}" r="2" fill="#fff" opacity="0.6"/>`,
    )
    .join("");
  const green = thumbFrame(
    "bg",
    "#247a4a",
    "#072a18",
    `${ground("#f2f8f3", "#cfe6d6")}
<ellipse cx="320" cy="318" rx="150" ry="12" fill="#062715" opacity="0.3" filter="url(#shadow)"/>
<rect x="306" y="290" width="28" height="28" fill="#6b4226"/>
${tree}
<path d="M268,158 Q320,176 374,150 M232,214 Q320,236 414,202 M202,270 Q320,292 450,258" stroke="#ffe08a" stroke-width="3.5" fill="none" stroke-dasharray="0.1 10" stroke-linecap="round"/>
${ornaments}
<circle cx="320" cy="78" r="30" fill="#ffd166" opacity="0.25"/>
<polygon points="${starPoints(320, 80, 26, 11)}" fill="#ffd166" stroke="#ffd166" stroke-width="3" stroke-linejoin="round"/>
${gift(188, 276, 52, 42, "#e5383b", "#ffd166", "#f04a4d")}${gift(398, 284, 44, 34, "#ffd166", "#e5383b", "#ffdf85")}`,
    3,
  );

  // 3 gold: a big glowing star over a sunburst
  let rays = "";
  for (let i = 0; i < 18; i++) {
    const a0 = (i * 2 * Math.PI) / 18;
    const a1 = a0 + Math.PI / 18;
    rays += `<path d="M320,170 L${n(320 + 700 * Math.cos(a0))},${n(170 + 700 * Math.sin(a0))} L${n(320 + 700 * Math.cos(a1))},${n(170 + 700 * Math.sin(a1))}Z" fill="#fff3c4" opacity="0.16"/>`;
  }
  const gold = thumbFrame(
    "bg",
    "#ffd36e",
    "#b9730f",
    `${rays}
<circle cx="320" cy="172" r="118" fill="#fff6d6" opacity="0.25"/>
<circle cx="320" cy="172" r="92" fill="#fff6d6" opacity="0.25"/>
<polygon points="${starPoints(320, 184, 98, 42)}" fill="#a3610c" opacity="0.3" filter="url(#shadow)"/>
<polygon points="${starPoints(320, 176, 96, 41)}" fill="#fffaf0" stroke="#fffaf0" stroke-width="14" stroke-linejoin="round"/>
<polygon points="${starPoints(320, 176, 62, 27)}" fill="#ffe39a" stroke="#ffe39a" stroke-width="8" stroke-linejoin="round"/>
${sparkle(140, 92, 18, "#fffaf0")}${sparkle(508, 86, 13, "#fffaf0")}${sparkle(520, 262, 20, "#fffaf0")}${sparkle(118, 270, 12, "#fffaf0")}
${ground("#fff8e7", "#f6dca0")}`,
    5,
    "#fffaf0",
  );

  // 4 blue: snowflakes
  const blue = thumbFrame(
    "bg",
    "#4f8fe6",
    "#132f7a",
    `${snowflake(320, 168, 92, "#ffffff", 8)}
${snowflake(140, 108, 46, "#dbe9ff", 5, 0.9)}${snowflake(500, 96, 38, "#dbe9ff", 4, 0.85)}
${snowflake(528, 246, 30, "#ffffff", 4, 0.8)}${snowflake(96, 262, 26, "#dbe9ff", 3.5, 0.7)}
${snowflake(232, 40, 16, "#ffffff", 2.5, 0.6)}${snowflake(420, 44, 14, "#ffffff", 2.5, 0.6)}
${ground("#f3f8ff", "#c7dcfa")}`,
    7,
  );

  // 5 purple: hanging baubles
  const purple = thumbFrame(
    "bg",
    "#8e4fd1",
    "#2d0f5c",
    `${garland()}
${bauble(180, 10, 70, 52, "#ffc94d", "#fff6d0", "#e89a1c")}
${bauble(330, 10, 128, 66, "#ff5f8f", "#ffe0ea", "#ffd166")}
${bauble(476, 10, 50, 46, "#3fd0c9", "#e6fffd", "#ffffff")}
${sparkle(86, 250, 14, "#ffe9a8")}${sparkle(566, 210, 12, "#ffe9a8")}${sparkle(250, 282, 9, "#ffffff", 0.8)}${sparkle(420, 300, 11, "#ffe9a8", 0.9)}`,
    9,
  );

  // 6 teal: a snowman
  const teal = thumbFrame(
    "bg",
    "#25b3a8",
    "#0a4b55",
    `${ground("#f4fbfb", "#c6ebe8")}
<ellipse cx="320" cy="322" rx="110" ry="12" fill="#063a40" opacity="0.3" filter="url(#shadow)"/>
<circle cx="320" cy="262" r="66" fill="#cfe9ec"/><circle cx="314" cy="256" r="60" fill="#ffffff"/>
<circle cx="320" cy="170" r="48" fill="#cfe9ec"/><circle cx="315" cy="165" r="43" fill="#ffffff"/>
<circle cx="320" cy="96" r="36" fill="#cfe9ec"/><circle cx="316" cy="92" r="32" fill="#ffffff"/>
<rect x="284" y="50" width="72" height="10" rx="4" fill="#24303a"/>
<rect x="296" y="14" width="48" height="40" rx="5" fill="#24303a"/>
<rect x="296" y="40" width="48" height="8" fill="#e5383b"/>
<circle cx="308" cy="90" r="4.5" fill="#24303a"/><circle cx="332" cy="90" r="4.5" fill="#24303a"/>
<path d="M318,100 L352,108 L318,110Z" fill="#f28c28"/>
<path d="M300,116 Q320,124 340,116" stroke="#24303a" stroke-width="4" stroke-linecap="round" stroke-dasharray="0.1 8" fill="none"/>
<path d="M278,128 Q320,146 362,128 L364,142 Q320,160 276,142Z" fill="#e5383b"/>
<path d="M338,140 L350,196 L332,198 L326,146Z" fill="#c81f2f"/>
<circle cx="320" cy="166" r="5" fill="#24303a"/><circle cx="320" cy="188" r="5" fill="#24303a"/><circle cx="320" cy="240" r="6" fill="#24303a"/>
<path d="M276,162 L214,120 M236,134 l-6,-20 M236,134 l-20,4" stroke="#6b4226" stroke-width="5" stroke-linecap="round"/>
<path d="M364,162 L430,128 M410,138 l4,-20 M410,138 l20,6" stroke="#6b4226" stroke-width="5" stroke-linecap="round"/>
${sparkle(118, 96, 14, "#ffffff")}${sparkle(532, 120, 11, "#ffffff", 0.9)}`,
    11,
  );
  return [red, green, gold, blue, purple, teal];
}
