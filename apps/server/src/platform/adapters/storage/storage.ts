import type { Readable } from 'node:stream';

/** What a stored object is read as: its bytes as a stream, its content type and its size. */
export type StoredObject = {
  body: Readable;
  contentType: string;
  size: number;
};

/**
 * File storage: the local folder `DATA_DIR/files` (default) or an S3-compatible bucket
 * (`FILE_STORAGE=s3`). Keys are made by the app (`profile/<uuid>.png`); a key that is not safe
 * (see `isSafeStorageKey`) is refused before any disk or network is touched.
 */
export type FileStorage = {
  kind: 'local' | 's3';
  /** Stores the bytes under the key, replacing what was there. */
  put: (key: string, body: Uint8Array | Readable, contentType: string) => Promise<void>;
  /** The object, or null when there is none under the key. */
  get: (key: string) => Promise<StoredObject | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete: (key: string) => Promise<void>;
};

/**
 * Lower-case letters, digits, `.`, `_` and `-` in `/`-separated segments; no empty, `.` or `..`
 * segment, no leading or trailing `/`, at most 200 characters. Such a key is the same path on
 * every operating system and in every bucket, and can never leave the storage's root.
 */
export function isSafeStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > 200) return false;
  return key
    .split('/')
    .every((segment) => /^[a-z0-9][a-z0-9._-]*$/.test(segment) && segment !== '.' && !segment.includes('..'));
}

export class UnsafeStorageKeyError extends Error {
  constructor(key: string) {
    super(`Unsafe storage key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'UnsafeStorageKeyError';
  }
}

export function assertSafeStorageKey(key: string): void {
  if (!isSafeStorageKey(key)) throw new UnsafeStorageKeyError(key);
}
