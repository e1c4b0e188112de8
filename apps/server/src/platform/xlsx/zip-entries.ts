import JSZip from 'jszip';
import { SheetRefused } from './sheet-limits';

/**
 * The zip container of an .xlsx, read entry by entry with a budget of inflated bytes. The sizes a
 * zip declares are never trusted: every chunk actually inflated is counted, and inflating stops as
 * soon as the budget is spent, however small the entry claims to be.
 */

/** Inflated bytes still allowed for this file, shared by every entry read from it. */
export type UnpackBudget = { bytesLeft: number };

/** The zip's directory (central directory and local headers only: nothing is inflated here). */
export async function openZip(bytes: Uint8Array): Promise<JSZip> {
  try {
    return await JSZip.loadAsync(bytes);
  } catch {
    throw new SheetRefused('unreadable');
  }
}

/**
 * Hands the entry's text to `onText` chunk by chunk as it is inflated. Resolves false when the
 * entry does not exist. Rejects with `SheetRefused('unpacked-bytes')` once the budget is spent, or
 * with whatever `onText` throws (a parser's error, a limit), and stops inflating either way.
 */
export function streamEntryText(
  zip: JSZip,
  path: string,
  budget: UnpackBudget,
  onText: (text: string) => void,
): Promise<boolean> {
  const entry = zip.file(path);
  if (!entry || entry.dir) return Promise.resolve(false);
  return new Promise((resolve, reject) => {
    const stream = entry.nodeStream('nodebuffer');
    const decoder = new TextDecoder('utf-8');
    let done = false;
    const stop = (error: unknown) => {
      if (done) return;
      done = true;
      stream.removeAllListeners('data');
      stream.pause();
      (stream as unknown as { destroy?: () => void }).destroy?.();
      reject(error);
    };
    stream.on('data', (chunk: Buffer) => {
      if (done) return;
      budget.bytesLeft -= chunk.length;
      if (budget.bytesLeft < 0) return stop(new SheetRefused('unpacked-bytes'));
      try {
        onText(decoder.decode(chunk, { stream: true }));
      } catch (error) {
        stop(error);
      }
    });
    stream.on('error', () => stop(new SheetRefused('unreadable')));
    stream.on('end', () => {
      if (done) return;
      try {
        onText(decoder.decode());
        done = true;
        resolve(true);
      } catch (error) {
        stop(error);
      }
    });
  });
}
