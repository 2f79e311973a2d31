// Vitest's global setup: the short test template prepared once, before any test file, so that test
// files running side by side find it prepared rather than each preparing it (decision 070).
import { shortTemplate } from "./render-film.test-support.ts";

export default async function setup(): Promise<void> {
  await shortTemplate();
}
