// Starts the tests' local S3-API server (s3rver-process.test-support.ts) as a child process on a free
// port, storing in a new temp folder, and stops it; the keys it accepts are s3rver's own.
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { randomBytes } from "node:crypto";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, vi } from "vitest";
import type { S3Location } from "./s3-storage.ts";

/** The one account s3rver knows. */
export const S3RVER_KEYS = { AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER" } as const;

export interface S3TestServer {
  /** Its bucket, for `createS3Storage`. */
  location: S3Location;
  /** A new empty bucket on it, so that each test starts with nothing stored. */
  newBucket(): Promise<S3Location>;
  /** A client with s3rver's keys, for looking at the bucket behind the storage's back. */
  client: S3Client;
  stop(): Promise<void>;
}

const program = path.join(import.meta.dirname, "s3rver-process.test-support.ts");

export async function startS3TestServer(bucket = "santa-films"): Promise<S3TestServer> {
  const folder = await mkdtemp(path.join(tmpdir(), "s3rver-"));
  const child = spawn(process.execPath, ["--openssl-legacy-provider", program, folder, bucket], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  // The first line is the port, or, when the server died first, nothing.
  const exited = once(child, "exit").then(([code]) => `exited with ${String(code)}`);
  const firstLine = (async () => {
    for await (const line of createInterface({ input: child.stdout })) return line;
    return "exited";
  })();
  try {
    const answer = await Promise.race([firstLine, exited]);
    if (!answer.startsWith("{")) throw new Error(`the S3 test server ${answer} before it listened`);
    const { port } = JSON.parse(answer) as { port: number };
    const location = {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      forcePathStyle: true,
    };
    const client = new S3Client({
      ...location,
      credentials: {
        accessKeyId: S3RVER_KEYS.AWS_ACCESS_KEY_ID,
        secretAccessKey: S3RVER_KEYS.AWS_SECRET_ACCESS_KEY,
      },
    });
    return {
      location,
      client,
      async newBucket() {
        const name = `test-${randomBytes(6).toString("hex")}`;
        await client.send(new CreateBucketCommand({ Bucket: name }));
        return { ...location, bucket: name };
      },
      async stop() {
        client.destroy();
        if (child.exitCode === null) {
          const gone = once(child, "exit");
          child.kill();
          await gone;
        }
        await rm(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    child.kill();
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

/**
 * One S3 test server for the enclosing file or `describe`: started before its tests with s3rver's keys
 * in the environment, where the SDK's chain finds them as the shop's storage would, stopped after.
 */
export function withS3TestServer(): S3TestServer {
  let server: S3TestServer | undefined;
  beforeAll(async () => {
    for (const [name, value] of Object.entries(S3RVER_KEYS)) vi.stubEnv(name, value);
    server = await startS3TestServer();
  });
  afterAll(async () => {
    await server?.stop();
    vi.unstubAllEnvs();
  });
  const running = () => {
    if (!server) throw new Error("the S3 test server is used before it started");
    return server;
  };
  return {
    get location() {
      return running().location;
    },
    get client() {
      return running().client;
    },
    newBucket: () => running().newBucket(),
    stop: () => running().stop(),
  };
}
