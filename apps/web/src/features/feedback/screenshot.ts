import { base64OfDataUrl, SHOT_QUALITY, shrunkSize } from './rules';

/**
 * Turns a picked picture into what is sent: drawn on a canvas at most 1280 px on its longest
 * side and encoded as JPEG, so a phone screenshot of a few MB becomes a few hundred KB and
 * its metadata (location, camera) is not sent. Answers the base64 and a preview URL, or null
 * when the browser cannot read the file as a picture.
 */
export async function shrinkScreenshot(
  file: Blob,
): Promise<{ base64: string; previewUrl: string } | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    const size = shrunkSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    // JPEG has no transparency: a transparent PNG gets a white page, not black.
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, size.width, size.height);
    ctx.drawImage(bitmap, 0, 0, size.width, size.height);
    const previewUrl = canvas.toDataURL('image/jpeg', SHOT_QUALITY);
    const base64 = base64OfDataUrl(previewUrl);
    return base64 ? { base64, previewUrl } : null;
  } finally {
    bitmap.close();
  }
}
