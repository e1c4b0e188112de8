import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpenedFile } from './uploads';

/**
 * Sample files shipped with the app (the demo academy's feed photos, apps/server/src/db/seed/assets):
 * an `uploads` row may point at one with the storage key `samples/<upload id>/<file>` instead of
 * bytes in the file storage (storage keys are unique; the file is not), so the demo works on a fresh data folder and on S3 alike without copying them.
 * They are read only through the feature that let the reader in, like any other upload.
 */

export const SAMPLE_KEY_PREFIX = 'samples/';

/** The assets folder: beside the seed in the sources, or found from the built server in dist/. */
const SAMPLES_DIR = [
  fileURLToPath(new URL('../../db/seed/assets/', import.meta.url)),
  fileURLToPath(new URL('../src/db/seed/assets/', import.meta.url)),
].find((dir) => existsSync(dir));

export const sampleKeyOf = (uploadId: string, fileName: string) => `${SAMPLE_KEY_PREFIX}${uploadId}/${fileName}`;
export const isSampleKey = (storageKey: string) => storageKey.startsWith(SAMPLE_KEY_PREFIX);

/** The path of a shipped sample by its file name, or null when there is no such sample. */
export function samplePath(fileName: string): string | null {
  if (!SAMPLES_DIR || !/^[a-z0-9][a-z0-9._-]*$/.test(fileName)) return null;
  const file = path.join(SAMPLES_DIR, fileName);
  return existsSync(file) ? file : null;
}

/** The bytes of a sample an upload row points at, or null. */
export function openSample(storageKey: string, contentType: string): OpenedFile | null {
  const file = isSampleKey(storageKey) ? samplePath(storageKey.slice(storageKey.lastIndexOf('/') + 1)) : null;
  if (!file) return null;
  return { body: createReadStream(file), contentType, size: statSync(file).size };
}
