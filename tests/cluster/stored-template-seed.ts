// The short film template, prepared once on this machine (kept between runs where the render tests
// keep it) and stored in the cluster's bucket the way a first worker stores what it prepared
// (decision 055): every worker of the cluster then starts on an empty DATA_DIR and fetches it in
// seconds, instead of each preparing it for half a minute on the test's two cores.
import path from "node:path";
import { shortTemplate } from "#render/render-film.test-support.ts";
import { createS3Storage, type S3Location } from "#server/storage/s3-storage.ts";
import { storedTemplates } from "#server/templates/stored-templates.ts";

/** Stores the prepared short template in the bucket: its name there, `short/<content key>`. */
export async function storeShortTemplate(location: S3Location): Promise<string> {
  const template = await shortTemplate();
  const id = template.manifest.id;
  // Prepared folders are named `<id>-<content key>` (render/template/prepare-template.ts).
  const name = `${id}/${path.basename(template.dir).slice(id.length + 1)}`;
  const warnings: unknown[] = [];
  await storedTemplates(createS3Storage(location), {
    warn: (...args: unknown[]) => warnings.push(args),
  }).keep(name, template.dir);
  if (warnings.length > 0) throw new Error(`The template was not stored: ${JSON.stringify(warnings)}`);
  return name;
}
