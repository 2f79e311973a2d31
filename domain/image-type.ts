// What an uploaded file really is, told by its first bytes: names and declared types are the sender's word.

export type ImageType = "jpeg" | "png" | "webp" | "gif" | "heic" | "avif";

/** How many leading bytes `sniffImageType` reads: enough for an ISO-BMFF `ftyp` box with its brands. */
export const IMAGE_SNIFF_BYTES = 64;

// HEIF brands: HEVC-coded (Apple's HEIC) and the generic image/sequence brands that carry it.
const HEIC_BRANDS = new Set([
  "heic",
  "heix",
  "heim",
  "heis",
  "hevc",
  "hevx",
  "hevm",
  "hevs",
  "mif1",
  "msf1",
  "mif2",
  "miaf",
]);
const AVIF_BRANDS = new Set(["avif", "avis"]);

function startsWith(head: Uint8Array, bytes: readonly number[], offset = 0): boolean {
  return bytes.every((byte, index) => head[offset + index] === byte);
}

function ascii(head: Uint8Array, offset: number, length: number): string {
  return String.fromCharCode(...head.subarray(offset, offset + length));
}

/** The major and compatible brands of an ISO-BMFF file (HEIF, AVIF, MP4), or none. */
function ftypBrands(head: Uint8Array): string[] {
  if (head.length < 16 || ascii(head, 4, 4) !== "ftyp") return [];
  const boxSize = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(0);
  const end = Math.min(boxSize, head.length);
  const brands = [ascii(head, 8, 4)];
  // Bytes 12..16 are the minor version, then compatible brands four bytes each.
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(head, offset, 4));
  return brands;
}

export function sniffImageType(head: Uint8Array): ImageType | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (head.length >= 12 && ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 4) === "WEBP") return "webp";
  if (head.length >= 6 && (ascii(head, 0, 6) === "GIF87a" || ascii(head, 0, 6) === "GIF89a")) return "gif";
  const brands = ftypBrands(head);
  // An AVIF often names the generic `mif1` too, so AV1 brands decide first.
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return "avif";
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return "heic";
  return undefined;
}
