import sharp from 'sharp';
import type { Executor } from '../../db/database';
import type { AppContext } from '../context';
import { type CheckedFile, recordUpload, type StoredFile, storeFile, type UploadOwner } from './uploads';

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

/**
 * Stores a waiting upload and, for a photo with a phone-sized copy (`phone`), that copy as a second
 * upload of the same purpose — both recorded, with the feature's own row (`record`), in one
 * transaction once the bytes are stored (the feed's and the chat's files). Answers `view` of what
 * was stored.
 */
export async function storeWithPhoneCopy<T>(
  ctx: AppContext,
  file: CheckedFile,
  input: {
    phone: PhoneImage | null;
    owner: UploadOwner;
    now: Date;
    record: (trx: Executor, stored: StoredFile, copy: StoredFile | null) => Promise<unknown>;
    view: (stored: StoredFile, copy: StoredFile | null) => T;
  },
): Promise<T> {
  const { phone, owner, now, record, view } = input;
  return storeFile(ctx, file, async (stored) => {
    if (!phone) {
      await ctx.db.transaction().execute(async (trx) => {
        await recordUpload(trx, stored, owner, now);
        await record(trx, stored, null);
      });
      return view(stored, null);
    }
    const copy: CheckedFile = {
      purpose: file.purpose,
      fileName: 'phone.jpg',
      buffer: phone.buffer,
      extension: 'jpg',
      contentType: 'image/jpeg',
    };
    return storeFile(ctx, copy, async (storedCopy) => {
      await ctx.db.transaction().execute(async (trx) => {
        await recordUpload(trx, stored, owner, now);
        await recordUpload(trx, storedCopy, owner, now);
        await record(trx, stored, storedCopy);
      });
      return view(stored, storedCopy);
    });
  });
}
