// The bucket against the database once the cluster has settled: every object in a folder whose files
// rows name (the orphan sweep's own folders and its own question, `keysInUse`), each personal phrase
// of Santa's among them, is named by a row; outside them only what no row names by design (prepared
// templates, the templates' fixed lines, the storage's marker); every key a row names is in the
// bucket, a film's phrases both files; no multipart upload is left unfinished.
import { ListMultipartUploadsCommand, ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import type pg from "pg";
import { FIXED_PHRASE_PREFIX } from "#render/voice/phrase-cache.ts";
import { MEMORY, openDatabase } from "#server/db/client.ts";
import { owningKey, SWEPT_PREFIXES } from "#server/storage/orphan-sweep.ts";
import { keysInUse } from "#server/storage/stored-keys.repository.ts";
import { MARKER_KEY } from "#server/storage/storage-marker.ts";
import { TEMPLATES_PREFIX } from "#server/templates/stored-templates.ts";
import { TEST_APPLICATION_NAME } from "./cluster-monitor.ts";

export interface BucketVerdict {
  objects: number;
  /** Objects by top folder, for the figures. */
  byFolder: Record<string, number>;
  problems: string[];
}

/** The keys rows name, per column that holds one (server/db/schema); a phrase is its two files. */
const NAMED_KEYS = `
  select storage_key as key from photos union all select thumbnail_key from photos
  union all select video_key from films union all select captions_key from films
  union all select storage_key from name_recordings union all select storage_key from line_recordings
  union all select phrase_key || '.wav' from film_phrases union all select phrase_key || '.json' from film_phrases`;

async function allKeys(s3: S3Client, bucket: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

function keptWithoutRow(key: string): boolean {
  return (
    key === MARKER_KEY || key.startsWith(`${TEMPLATES_PREFIX}/`) || key.startsWith(`${FIXED_PHRASE_PREFIX}/`)
  );
}

export async function checkBucket(
  s3: S3Client,
  bucket: string,
  databaseUrl: string,
  client: pg.Client,
): Promise<BucketVerdict> {
  const problems: string[] = [];
  const keys = await allKeys(s3, bucket);
  const swept = keys.filter((key) => SWEPT_PREFIXES.some((prefix) => key.startsWith(`${prefix}/`)));
  const database = await openDatabase({
    databaseUrl,
    dataDir: MEMORY,
    poolSize: 2,
    applicationName: TEST_APPLICATION_NAME,
  });
  let named: Set<string>;
  try {
    named = await keysInUse(database.db, [...new Set(swept.map(owningKey))]);
  } finally {
    await database.close();
  }
  const strays = [
    ...swept.filter((key) => !named.has(owningKey(key))),
    ...keys.filter((key) => !swept.includes(key) && !keptWithoutRow(key)),
  ];
  if (strays.length > 0)
    problems.push(`${strays.length} objects no row names, e.g. ${strays.slice(0, 3).join(", ")}`);

  const inBucket = new Set(keys);
  const { rows } = await client.query<{ key: string | null }>(NAMED_KEYS);
  const missing = rows.flatMap(({ key }) => (key && !inBucket.has(key) ? [key] : []));
  if (missing.length > 0)
    problems.push(
      `${missing.length} keys rows name are not in the bucket: ${missing.slice(0, 3).join(", ")}`,
    );

  const uploads = await s3.send(new ListMultipartUploadsCommand({ Bucket: bucket }));
  const unfinished = uploads.Uploads ?? [];
  if (unfinished.length > 0) {
    problems.push(`${unfinished.length} multipart uploads left unfinished, e.g. ${unfinished[0]?.Key}`);
  }

  const byFolder: Record<string, number> = {};
  for (const key of keys) {
    const folder = key.split("/")[0] ?? "";
    byFolder[folder] = (byFolder[folder] ?? 0) + 1;
  }
  return { objects: keys.length, byFolder, problems };
}
