// File storage in an S3-API bucket (AWS S3 or any server speaking its API), chosen by STORAGE_URL,
// so that web and worker processes on several machines see the same photos and films (decision 051).
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  paginateListObjectsV2,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { Readable } from "node:stream";
import type { FileStorage, TemporaryUrlOptions } from "./file-storage.ts";
import { assertStorageKey, newStorageKey } from "./storage-keys.ts";

/** Where the bucket is, as STORAGE_URL names it (server/config.ts). Keys come from the SDK's chain. */
export interface S3Location {
  bucket: string;
  /** An S3-API server other than AWS's (`http://127.0.0.1:9000`); AWS's own endpoint when absent. */
  endpoint?: string | undefined;
  region: string;
  /** `bucket` in the path rather than the host name, as most S3-API servers other than AWS want. */
  forcePathStyle: boolean;
}

export interface S3FileStorage extends FileStorage {
  abortUnfinishedUploads(olderThan: Date): Promise<number>;
  temporaryUrl(key: string, options: TemporaryUrlOptions): Promise<string>;
}

/**
 * What `freeBytes` answers: a bucket has no free space to measure, and the S3 API reports none
 * (AWS has no limit; other servers' disks are theirs to watch). The upload reserve of decision 024
 * then guards the temp folder's disk alone.
 */
const BUCKET_FREE_BYTES = Number.MAX_SAFE_INTEGER;

/** Errors the S3 API answers for a key with nothing under it (HEAD has no body, hence `NotFound`). */
function isMissingKey(error: unknown): boolean {
  return error instanceof Error && (error.name === "NoSuchKey" || error.name === "NotFound");
}

/** Counts what passes through, since a multipart upload's result does not say how many bytes it took. */
async function* counted(source: Readable, total: { bytes: number }) {
  for await (const chunk of source) {
    total.bytes += (chunk as Buffer).length;
    yield chunk as Buffer;
  }
}

/**
 * How long a request to the bucket may go without a byte either way before it fails (and is tried
 * again, as the SDK does), and how long to wait for a connection. Without them a server that stops
 * answering but leaves its connections open holds a render or a visitor's request for as long as
 * TCP keeps the connection, which can be hours (decision 057). A minute of silence is no transfer
 * in progress: the renderer reads at disk speed, and a visitor's proxied files are small.
 */
export const S3_TIMEOUTS = { connectMs: 10_000, idleMs: 60_000 };

function s3Client(location: S3Location, timeouts = S3_TIMEOUTS): S3Client {
  return new S3Client({
    region: location.region,
    forcePathStyle: location.forcePathStyle,
    ...(location.endpoint ? { endpoint: location.endpoint } : {}),
    // `socketTimeout` is the SDK's idle timeout; its `requestTimeout` would cap a whole film's upload.
    requestHandler: { connectionTimeout: timeouts.connectMs, socketTimeout: timeouts.idleMs },
    // The SDK's default CRC32 on every upload (since 3.729) is refused or stored wrongly by S3-API
    // servers that predate it; TLS already guards the bytes in transit.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/**
 * Where the bucket's temporary URLs point, for the CSP's media-src (decision 054). The SDK's own
 * endpoint rules answer, as they do for every request: whether the bucket goes in the host name or
 * the path (a dotted name, an IP address), and each AWS partition's domain.
 */
export function bucketOrigin(location: S3Location): string {
  const client = s3Client(location);
  try {
    const endpoint = client.config.endpointProvider({
      Bucket: location.bucket,
      Region: location.region,
      ForcePathStyle: location.forcePathStyle,
      Endpoint: location.endpoint,
    });
    return endpoint.url.origin;
  } finally {
    client.destroy();
  }
}

/** `timeouts` other than the shop's are for tests, which cannot wait a minute. */
export function createS3Storage(location: S3Location, timeouts = S3_TIMEOUTS): S3FileStorage {
  const Bucket = location.bucket;
  const client = s3Client(location, timeouts);

  return {
    newKey: newStorageKey,

    async put(key, source) {
      assertStorageKey(key);
      const total = { bytes: 0 };
      const Body = source instanceof Readable ? Readable.from(counted(source, total)) : source;
      // `Upload` sends a small body in one PutObject and a large one in 5 MB parts, never holding
      // more than four parts; a failed source aborts the parts already sent. An object appears only
      // once complete, so a reader never sees half a film.
      await new Upload({ client, params: { Bucket, Key: key, Body } }).done();
      return { bytes: source instanceof Readable ? total.bytes : source.byteLength };
    },

    async read(key, range) {
      assertStorageKey(key);
      try {
        const response = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range && { Range: `bytes=${range.start}-${range.end}` }),
          }),
        );
        if (!(response.Body instanceof Readable)) throw new Error(`No stream in the answer for ${key}`);
        return response.Body;
      } catch (error) {
        if (isMissingKey(error)) return undefined;
        throw error;
      }
    },

    async size(key) {
      assertStorageKey(key);
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: key }))).ContentLength;
      } catch (error) {
        if (isMissingKey(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async *list(prefix) {
      assertStorageKey(prefix);
      // A page holds at most 1,000 keys; the paginator asks for the next until the last.
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: `${prefix}/` })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) yield { key: object.Key, modifiedAt: object.LastModified };
        }
      }
    },

    async freeBytes() {
      return BUCKET_FREE_BYTES;
    },

    async temporaryUrl(key, { seconds, contentType, cacheControl, contentDisposition }) {
      assertStorageKey(key);
      // S3's response-* overrides: the bucket answers with the shop's headers, whatever the object
      // was stored with (lib-storage stores no type).
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentType: contentType,
        ResponseCacheControl: cacheControl,
        ...(contentDisposition && { ResponseContentDisposition: contentDisposition }),
      });
      return getSignedUrl(client, command, { expiresIn: seconds });
    },

    async abortUnfinishedUploads(olderThan) {
      let aborted = 0;
      let markers: { KeyMarker?: string; UploadIdMarker?: string } = {};
      for (;;) {
        const page = await client.send(new ListMultipartUploadsCommand({ Bucket, ...markers }));
        for (const upload of page.Uploads ?? []) {
          // A younger upload may be a film being stored right now.
          if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= olderThan) continue;
          await client.send(
            new AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }),
          );
          aborted += 1;
        }
        if (!page.IsTruncated) return aborted;
        markers = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
      }
    },
  };
}
