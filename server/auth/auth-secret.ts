// The key that signs session cookies: AUTH_SECRET, or one made on first start and kept in DATA_DIR
// so `npm start` needs no setup and sessions survive a restart.
import { randomBytes } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { logger } from "../logger.ts";

export async function authSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, "auth-secret");
  try {
    return (await readFile(file, "utf8")).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(32).toString("base64url");
  // "wx": two processes starting together keep the first one's secret.
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: "wx" }).catch(async (error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  });
  logger.warn({ file }, "AUTH_SECRET is not set: session cookies are signed with a key kept in DATA_DIR");
  return (await readFile(file, "utf8")).trim();
}
