// The short test template for the shops the browser, resilience and cluster tests start: prepared
// once per run in the shared cache (kept between runs in the system's temporary folder, under its
// content key) and linked into each shop's DATA_DIR, so no shop prepares it again (decision 070).
// `node tests/short-template.ts [dataDir...]` prepares it and seeds the folders given.
import { seedShortTemplate, shortTemplate } from "#render/render-film.test-support.ts";

export { seedShortTemplate };

if (import.meta.main) {
  const started = Date.now();
  const { dir } = await shortTemplate();
  for (const dataDir of process.argv.slice(2)) await seedShortTemplate(dataDir);
  console.log(`short template ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${dir}`);
}
