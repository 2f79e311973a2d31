// Shrinks a big phone photo in the browser before it is uploaded, to save the parent's data: turned
// upright by its EXIF orientation, at most the stored size, as a JPEG. When the browser cannot
// decode it (HEIC in Chromium), the original goes up and the server decides.
import { PHOTO_LIMITS } from "#domain/photo-rules.ts";
import { imageSize } from "./image-size.ts";

/** Smaller files go as they are: re-encoding them saves little and costs the phone's battery. */
const RESIZE_ABOVE_BYTES = 2 * 1024 * 1024;
const JPEG_QUALITY = 0.9;

async function encodeJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  const draw = (context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null) => {
    if (!context) throw new Error("no 2D canvas");
    // A transparent PNG would turn black as a JPEG: paper-white behind it instead.
    context.fillStyle = "#fff";
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
  };
  if (typeof OffscreenCanvas === "function") {
    const canvas = new OffscreenCanvas(width, height);
    draw(canvas.getContext("2d"));
    return canvas.convertToBlob({ type: "image/jpeg", quality: JPEG_QUALITY });
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  draw(canvas.getContext("2d"));
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", JPEG_QUALITY));
}

const jpegName = (name: string) => `${name.replace(/\.[^./]*$/, "") || "photo"}.jpg`;

export async function resizeForUpload(file: File): Promise<File> {
  if (typeof createImageBitmap !== "function") return file;
  const size = await imageSize(file);
  // Too many pixels: the server refuses it with a clear message, without the phone decoding it first.
  if (size && size.width * size.height > PHOTO_LIMITS.maxPixels) return file;
  const longSide = size ? Math.max(size.width, size.height) : undefined;
  if (file.size <= RESIZE_ABOVE_BYTES && (longSide === undefined || longSide <= PHOTO_LIMITS.maxLongSide)) {
    return file;
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, PHOTO_LIMITS.maxLongSide / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const blob = await encodeJpeg(bitmap, width, height);
    if (!blob || (scale === 1 && blob.size >= file.size)) return file;
    return new File([blob], jpegName(file.name), { type: "image/jpeg", lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
