// Whether an upload may start: the disk that takes its bytes keeps UPLOAD_DISK_RESERVE_MB free
// after it (decision 024). Shared by the picker's photo upload and the order form's POST.
import type { Services } from "#server/services.ts";
import { hasRoomFor } from "#server/storage/free-space.ts";

const MB = 1024 * 1024;

export async function uploadHasRoom(
  shop: Pick<Services, "storage" | "config" | "uploadsTmpDir">,
  incomingBytes: number,
): Promise<boolean> {
  const reserve = shop.config.UPLOAD_DISK_RESERVE_MB * MB;
  // The bytes land in the temp folder first, then (re-encoded, smaller) in file storage.
  const [tempHasRoom, storageFree] = await Promise.all([
    hasRoomFor([shop.uploadsTmpDir], incomingBytes, reserve),
    shop.storage.freeBytes(),
  ]);
  return tempHasRoom && storageFree - incomingBytes >= reserve;
}
