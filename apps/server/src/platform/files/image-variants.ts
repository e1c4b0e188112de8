import sharp from 'sharp';

/**
 * Photos served in sizes fit for phones: a copy of an uploaded photo turned upright (EXIF
 * orientation), fitted inside `maxPx` × `maxPx` (never enlarged) and saved as a progressive JPEG
 * without its metadata (no camera or GPS data leaves with it). Lists and the viewer show the copy;
 * the file as uploaded stays for download. A photo the image library cannot read (HEIC, whose codec
 * it does not ship, or a damaged file) gets no copy, and its original is shown.
 */

export type PhoneImage = {
  /** The JPEG bytes of the copy. */
  buffer: Buffer;
  width: number;
  height: number;
  /** The original's size, upright. */
  originalWidth: number;
  originalHeight: number;
};

/** Larger inputs are refused (a decompression bomb); 100 megapixels is beyond any phone camera. */
const MAX_INPUT_PIXELS = 100_000_000;

export async function phoneSizedJpeg(input: Buffer, maxPx: number): Promise<PhoneImage | null> {
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient();
    const metadata = await image.metadata();
    const { data, info } = await image
      .clone()
      .resize({ width: maxPx, height: maxPx, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80, progressive: true, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const upright = metadata.autoOrient ?? { width: info.width, height: info.height };
    return {
      buffer: data,
      width: info.width,
      height: info.height,
      originalWidth: upright.width,
      originalHeight: upright.height,
    };
  } catch {
    return null;
  }
}
