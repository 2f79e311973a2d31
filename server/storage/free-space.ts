// Refuses uploads before the disk is full: a full disk would fail every order, e-mail and database
// write, not just the upload that filled it (decision 024).
import { statfs } from "node:fs/promises";

/** Bytes an unprivileged process may still write on the file system holding `folder`. */
export async function freeBytes(folder: string): Promise<number> {
  const stats = await statfs(folder);
  return stats.bavail * stats.bsize;
}

/**
 * Whether `incomingBytes` more fit on the file system of every folder and still leave `reserveBytes`
 * free there. The folders are usually one disk (DATA_DIR); each is checked in case they are not.
 */
export async function hasRoomFor(
  folders: readonly string[],
  incomingBytes: number,
  reserveBytes: number,
): Promise<boolean> {
  const free = await Promise.all(folders.map(freeBytes));
  return free.every((bytes) => bytes - incomingBytes >= reserveBytes);
}
