// The film template for a benchmark of the running shop. Preparing one takes minutes and happens
// once per data folder, so a measurement must not include it: the template is prepared (or found)
// in a cache kept between runs, where `npm run bench:render` keeps it too, and linked into the
// shop's fresh data folder, where the shop's own preparation then finds it done.
import { existsSync, mkdirSync, readdirSync, symlinkSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { templateFolder } from "#server/templates/template-folders.ts";
import { prepareTemplate } from "#render/template/prepare-template.ts";
import type { PreparedTemplate } from "#render/template/prepared-template.ts";

export interface CachedTemplate {
  template: PreparedTemplate;
  /** Seconds spent preparing it now; undefined when the cache already held it. */
  preparedSeconds: number | undefined;
}

/** The template `name` (`demo`, `short` or a folder) prepared under `cacheDataDir/templates`. */
export async function cachedTemplate(
  ffmpeg: string,
  name: string,
  cacheDataDir: string,
  onStep: (step: string) => void,
): Promise<CachedTemplate> {
  const started = performance.now();
  let steps = 0;
  const template = await prepareTemplate({
    ffmpeg,
    templateDir: templateFolder(name),
    dataDir: cacheDataDir,
    // Only a preparation reports steps: a cache hit reads one file and reports none.
    onStep: (step) => {
      steps += 1;
      onStep(step);
    },
  });
  const preparedSeconds = steps > 0 ? (performance.now() - started) / 1000 : undefined;
  return { template, preparedSeconds };
}

/** Links the prepared template into a shop's data folder under the name the shop looks for. */
export function linkTemplate(template: PreparedTemplate, shopDataDir: string): string {
  const templates = path.join(shopDataDir, "templates");
  mkdirSync(templates, { recursive: true });
  const link = path.join(templates, path.basename(template.dir));
  symlinkSync(template.dir, link, "dir");
  return link;
}

/**
 * Resolves once the running shop has its template: true if it had to prepare one of its own.
 * The shop starts preparing before it answers its first request, and a preparation works in a
 * `<name>.building-<id>` folder beside the final one until it is complete; with the cache linked
 * there is none, and the shop's render reads the prepared template at once.
 */
export async function waitForShopTemplate(shopDataDir: string, template: PreparedTemplate): Promise<boolean> {
  const templates = path.join(shopDataDir, "templates");
  const building = () => readdirSync(templates).filter((entry) => entry.includes(".building-"));
  if (building().length === 0 && existsSync(path.join(template.dir, "prepared.json"))) return false;
  console.log("The shop is preparing a template of its own (the cache did not match); waiting…");
  while (building().length > 0) await sleep(1000);
  return true;
}
