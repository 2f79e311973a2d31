// Composites the hero layers with ffmpeg into one lossless 240-frame master.
import path from "node:path";
import { FPS, FRAMES } from "./config.ts";
import { ffmpeg, rasterize } from "./ffmpeg.ts";
import { foregroundSvg, GLOW_POS, glowSvg, skySvg, TWINKLES, twinkleSvg, vignetteSvg } from "./hero-scene.ts";
import { SLEIGH, sleighSvg, sleighX, sleighY, SNOW, type SnowLayer, snowSvg } from "./snow-sleigh.ts";

/** Renders the whole loop losslessly (FFV1, RGB) so the poster and both videos start from the same pixels. */
export function renderMaster(tmp: string): string {
  const layers = {
    sky: path.join(tmp, "sky.png"),
    fg: path.join(tmp, "foreground.png"),
    glow: path.join(tmp, "glow.png"),
    twinkle: path.join(tmp, "twinkle.png"),
    vignette: path.join(tmp, "vignette.png"),
    sleigh: path.join(tmp, "sleigh.png"),
  };
  rasterize(skySvg(), layers.sky);
  rasterize(foregroundSvg(), layers.fg);
  rasterize(glowSvg(), layers.glow);
  rasterize(twinkleSvg(), layers.twinkle);
  rasterize(vignetteSvg(), layers.vignette);
  rasterize(sleighSvg(), layers.sleigh);
  const snowFiles = SNOW.map((layer, i) => {
    const file = path.join(tmp, `snow-${i}.png`);
    rasterize(snowSvg(layer, 100 + i), file);
    return file;
  });

  const inputs = [
    layers.sky,
    layers.twinkle,
    layers.fg,
    layers.glow,
    layers.vignette,
    layers.sleigh,
    ...snowFiles,
  ];
  const inputArgs = inputs.flatMap((file) => ["-loop", "1", "-framerate", String(FPS), "-i", file]);
  const snowInput = (i: number): number => 6 + i;

  const chains: string[] = [`[0:v]format=rgba[s0]`];
  let current = "s0";
  let label = 0;
  const over = (input: string, x: string, y: string, enable?: string): void => {
    const next = `v${++label}`;
    const when = enable ? `:enable='${enable}'` : "";
    chains.push(`[${current}][${input}]overlay=x='${x}':y='${y}':format=rgb:eval=frame${when}[${next}]`);
    current = next;
  };
  chains.push(`[1:v]format=rgba,split=${TWINKLES.length}${TWINKLES.map((_, i) => `[t${i}]`).join("")}`);
  TWINKLES.forEach((t, i) => {
    chains.push(
      `[t${i}]geq=r='r(X,Y)':g='g(X,Y)':b='b(X,Y)':a='alpha(X,Y)*(0.5+0.5*sin(2*PI*(N*${t.f}/${FRAMES}+${t.ph})))'[tw${i}]`,
    );
    over(`tw${i}`, String(t.x - 16), String(t.y - 16));
  });
  const snowOver = (layer: SnowLayer, i: number): void =>
    over(
      `${snowInput(i)}:v`,
      `${layer.sway}*sin(2*PI*(n/${FRAMES}+${layer.phase}))-${layer.sway}`,
      `mod(n*${layer.step},${layer.tile})-${layer.tile}`,
    );
  const p = `(n-${SLEIGH.first})/${SLEIGH.last - SLEIGH.first}`;
  over("5:v", sleighX(p), sleighY(p, "n"), `between(n,${SLEIGH.first},${SLEIGH.last})`);
  SNOW.forEach((layer, i) => layer.behind && snowOver(layer, i));
  over("2:v", "0", "0");
  chains.push(
    `[3:v]format=rgba,geq=r='r(X,Y)':g='g(X,Y)':b='b(X,Y)':a='alpha(X,Y)*(0.86+0.09*sin(2*PI*N*2/${FRAMES})+0.05*sin(2*PI*N*7/${FRAMES}+1))'[glow]`,
  );
  over("glow", String(GLOW_POS.x), String(GLOW_POS.y));
  SNOW.forEach((layer, i) => !layer.behind && snowOver(layer, i));
  over("4:v", "0", "0");
  chains.push(`[${current}]format=gbrp[out]`);

  const master = path.join(tmp, "master.mkv");
  ffmpeg([
    ...inputArgs,
    "-filter_complex",
    chains.join(";"),
    "-map",
    "[out]",
    "-frames:v",
    String(FRAMES),
    "-c:v",
    "ffv1",
    master,
  ]);
  return master;
}
