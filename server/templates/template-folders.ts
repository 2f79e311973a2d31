// Where the film templates are: ours by name under render/templates/, an operator's by its folder's
// path. Found once, from the configuration, at start (server/start-services.ts), and handed to the
// renderers and to the console's page of Santa's lines.
import path from "node:path";
import type { Config } from "../config.ts";
import type { ShopTemplate } from "../lines/santas-lines.ts";

const OURS = path.resolve(import.meta.dirname, "..", "..", "render", "templates");

/** The folder of a template named in the configuration: one of ours by name, or an operator's by path. */
export function templateFolder(template: string): string {
  return path.isAbsolute(template) ? template : path.join(OURS, template);
}

/** The templates the shop films with: the customers' films' and the example films'. */
export interface ShopTemplates {
  film: ShopTemplate;
  sample: ShopTemplate;
  /** Each of them once. */
  all: ShopTemplate[];
}

export function shopTemplates(config: Pick<Config, "FILM_TEMPLATE" | "SAMPLE_TEMPLATE">): ShopTemplates {
  const film = { name: config.FILM_TEMPLATE, folder: templateFolder(config.FILM_TEMPLATE) };
  const sample = { name: config.SAMPLE_TEMPLATE, folder: templateFolder(config.SAMPLE_TEMPLATE) };
  return { film, sample, all: film.name === sample.name ? [film] : [film, sample] };
}
