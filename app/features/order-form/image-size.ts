// A photo's width and height read from its first bytes (PNG and JPEG), without decoding it: the
// browser must not try to decode a decompression bomb just to find out it is one.

export interface ImageSize {
  width: number;
  height: number;
}

const HEAD_BYTES = 256 * 1024;

function pngSize(bytes: DataView): ImageSize | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.byteLength < 24 || signature.some((value, index) => bytes.getUint8(index) !== value))
    return undefined;
  return { width: bytes.getUint32(16), height: bytes.getUint32(20) };
}

/** Walks the JPEG markers to the first start-of-frame, which holds the size. */
function jpegSize(bytes: DataView): ImageSize | undefined {
  if (bytes.byteLength < 4 || bytes.getUint16(0) !== 0xffd8) return undefined;
  let offset = 2;
  while (offset + 9 < bytes.byteLength) {
    if (bytes.getUint8(offset) !== 0xff) return undefined;
    const marker = bytes.getUint8(offset + 1);
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { height: bytes.getUint16(offset + 5), width: bytes.getUint16(offset + 7) };
    offset += 2 + bytes.getUint16(offset + 2);
  }
  return undefined;
}

export async function imageSize(file: Blob): Promise<ImageSize | undefined> {
  const bytes = new DataView(await file.slice(0, HEAD_BYTES).arrayBuffer());
  return pngSize(bytes) ?? jpegSize(bytes);
}
