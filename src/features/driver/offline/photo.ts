import exifr from "exifr";

/** The longest side a photo leaves the phone with, and the size it aims under. */
export const PHOTO_MAX_SIDE = 1600;
export const PHOTO_TARGET_BYTES = 450 * 1024;
const QUALITIES = [0.82, 0.72, 0.62, 0.52];

/** The size that fits within `max` on its longest side, keeping the proportions (never enlarged). */
export function fitWithin(width: number, height: number, max = PHOTO_MAX_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

export interface SizedPhoto {
  blob: Blob;
  width: number;
  height: number;
  /** When and where the camera says it was taken (EXIF), which the re-encoded JPEG no longer carries. */
  takenAt?: string;
  lat?: number;
  lon?: number;
}

async function exifOf(file: Blob): Promise<Pick<SizedPhoto, "takenAt" | "lat" | "lon">> {
  try {
    const tags = await exifr.parse(file, {
      pick: ["DateTimeOriginal", "GPSLatitude", "GPSLongitude"],
      gps: true,
    });
    const taken = tags?.DateTimeOriginal;
    return {
      takenAt: taken instanceof Date && !Number.isNaN(taken.getTime()) ? taken.toISOString() : undefined,
      lat: typeof tags?.latitude === "number" ? tags.latitude : undefined,
      lon: typeof tags?.longitude === "number" ? tags.longitude : undefined,
    };
  } catch {
    return {};
  }
}

function toJpeg(canvas: OffscreenCanvas | HTMLCanvasElement, quality: number): Promise<Blob> {
  if ("convertToBlob" in canvas) return canvas.convertToBlob({ type: "image/jpeg", quality });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (b) => (b ? resolve(b) : reject(new Error("Não foi possível preparar a foto."))),
      "image/jpeg",
      quality,
    ),
  );
}

/**
 * The camera's photo made small on the phone: turned upright (EXIF orientation), at most 1,600 px on
 * its longest side, JPEG at the best quality under ~450 KB; its EXIF time and position kept aside.
 */
export async function sizePhoto(file: Blob): Promise<SizedPhoto> {
  const [bitmap, exif] = await Promise.all([
    createImageBitmap(file, { imageOrientation: "from-image" }),
    exifOf(file),
  ]);
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas =
    typeof OffscreenCanvas !== "undefined"
      ? new OffscreenCanvas(width, height)
      : Object.assign(document.createElement("canvas"), { width, height });
  const context = canvas.getContext("2d") as
    | CanvasRenderingContext2D
    | OffscreenCanvasRenderingContext2D
    | null;
  if (!context) throw new Error("Não foi possível preparar a foto neste aparelho.");
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  let blob = await toJpeg(canvas, QUALITIES[0] ?? 0.82);
  for (const quality of QUALITIES.slice(1)) {
    if (blob.size <= PHOTO_TARGET_BYTES) break;
    blob = await toJpeg(canvas, quality);
  }
  return { blob, width, height, ...exif };
}
