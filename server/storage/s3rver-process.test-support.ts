// A local S3-API server for tests, run as its own process (s3-test-server.test-support.ts starts it):
// s3rver, storing in a folder, plus the two multipart calls it lacks (ListMultipartUploads and
// AbortMultipartUpload), answered from s3rver's own record of unfinished uploads without looking at
// the request's keys (for the others s3rver checks the key id; it does not verify V4 signatures
// themselves), and S3's refusal to keep a body cut short (s3rver stores what arrived). Node 24 must run it
// with --openssl-legacy-provider: s3rver makes its listing's continuation tokens with DES.
// Usage: node --openssl-legacy-provider s3rver-process.test-support.ts <folder> <bucket>
// (the bucket made at start; tests may make more). Prints {"port":N} once it listens.
import { readdir, readFile, rm, stat } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { Readable } from "node:stream";

interface KoaContext {
  method: string;
  path: string;
  req: Readable;
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}
type Middleware = (context: KoaContext, next: () => Promise<void>) => Promise<void>;
interface S3rver {
  middleware: Middleware[];
  run(): Promise<{ port: number }>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rver;

const [folder, bucket] = process.argv.slice(2);
if (!folder || !bucket) throw new Error("usage: s3rver-process.test-support.ts <folder> <bucket>");

/** Where s3rver keeps a bucket's unfinished uploads: one folder per upload id, holding its key. */
function uploadsFolder(bucketName: string): string {
  return path.join(folder!, bucketName, "._S3rver_uploads");
}

interface UnfinishedUpload {
  key: string;
  uploadId: string;
  initiated: Date;
}

async function unfinishedUploads(bucketName: string): Promise<UnfinishedUpload[]> {
  const ids = await readdir(uploadsFolder(bucketName)).catch(() => []);
  const uploads = await Promise.all(
    ids.map(async (uploadId) => {
      const keyFile = path.join(uploadsFolder(bucketName), uploadId, "key");
      const [key, info] = await Promise.all([readFile(keyFile, "utf8"), stat(keyFile)]);
      return { key, uploadId, initiated: info.mtime };
    }),
  );
  // S3's order: by key, then (here) by upload id, which the markers page through.
  return uploads.sort((a, b) => (a.key === b.key ? compare(a.uploadId, b.uploadId) : compare(a.key, b.key)));
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function text(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

function xml(root: string, body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${body}</${root}>`;
}

/** GET /<bucket>?uploads, with prefix, key-marker, upload-id-marker and max-uploads. */
async function listMultipartUploads(context: KoaContext, bucketName: string) {
  const prefix = text(context.query.prefix);
  const keyMarker = text(context.query["key-marker"]);
  const uploadIdMarker = text(context.query["upload-id-marker"]);
  const maxUploads = Math.min(Number(text(context.query["max-uploads"]) || 1000), 1000);
  const after = (upload: UnfinishedUpload) =>
    !keyMarker || upload.key > keyMarker || (upload.key === keyMarker && upload.uploadId > uploadIdMarker);
  const matching = (await unfinishedUploads(bucketName)).filter(
    (upload) => upload.key.startsWith(prefix) && after(upload),
  );
  const page = matching.slice(0, maxUploads);
  const truncated = matching.length > page.length;
  const last = page.at(-1);
  const uploads = page.map(
    (upload) =>
      `<Upload><Key>${escapeXml(upload.key)}</Key><UploadId>${upload.uploadId}</UploadId>` +
      `<Initiated>${upload.initiated.toISOString()}</Initiated><StorageClass>STANDARD</StorageClass></Upload>`,
  );
  context.type = "application/xml";
  context.body = xml(
    "ListMultipartUploadsResult",
    `<Bucket>${escapeXml(bucketName)}</Bucket><Prefix>${escapeXml(prefix)}</Prefix>` +
      `<KeyMarker>${escapeXml(keyMarker)}</KeyMarker><UploadIdMarker>${escapeXml(uploadIdMarker)}</UploadIdMarker>` +
      (truncated && last
        ? `<NextKeyMarker>${escapeXml(last.key)}</NextKeyMarker><NextUploadIdMarker>${last.uploadId}</NextUploadIdMarker>`
        : "") +
      `<MaxUploads>${maxUploads}</MaxUploads><IsTruncated>${truncated}</IsTruncated>${uploads.join("")}`,
  );
}

/** DELETE /<bucket>/<key>?uploadId=…: the upload's parts go; an unknown upload is NoSuchUpload. */
async function abortMultipartUpload(context: KoaContext, bucketName: string, key: string) {
  const uploadId = text(context.query.uploadId);
  const uploadFolder = path.join(uploadsFolder(bucketName), path.basename(uploadId));
  const uploadKey = await readFile(path.join(uploadFolder, "key"), "utf8").catch(() => undefined);
  if (uploadKey !== key) {
    context.status = 404;
    context.type = "application/xml";
    context.body = xml(
      "Error",
      `<Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message>`,
    );
    return;
  }
  await rm(uploadFolder, { recursive: true, force: true });
  context.status = 204;
}

/** Path-style requests only (`/<bucket>/<key>`), as the tests' storage makes them. */
const multipartCalls: Middleware = async (context, next) => {
  const [bucketName = "", ...keyParts] = context.path.slice(1).split("/");
  const key = keyParts.map(decodeURIComponent).join("/");
  if (context.method === "GET" && bucketName && !key && "uploads" in context.query) {
    return listMultipartUploads(context, bucketName);
  }
  if (context.method === "DELETE" && key && context.query.uploadId) {
    return abortMultipartUpload(context, bucketName, key);
  }
  return next();
};

/**
 * PUT Object and Upload Part, whose bodies s3rver writes to its files as they arrive: a connection
 * dropped mid-body leaves a short object there, where S3 keeps nothing of a body that ended before
 * its Content-Length. The body is read whole first (the tests' bodies are at most a 5 MB part), and
 * passed on only if complete.
 */
const wholeBodies: Middleware = async (context, next) => {
  if (context.method !== "PUT" || context.headers["x-amz-copy-source"]) return next();
  const request = context.req as IncomingMessage;
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of request) chunks.push(chunk as Buffer);
  } catch {
    // The request ended short; its connection is gone, so there is no one to answer.
    return;
  }
  if (!request.complete) return;
  context.req = Readable.from([Buffer.concat(chunks)]);
  return next();
};

const S3rver = createRequire(import.meta.url)("s3rver") as S3rverClass;
const server = new S3rver({
  address: "127.0.0.1",
  port: 0,
  directory: folder,
  silent: true,
  configureBuckets: [{ name: bucket }],
});
// Ahead of s3rver's router, which answers both multipart calls "not implemented" and writes bodies.
server.middleware.unshift(wholeBodies, multipartCalls);
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
