import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeStorageKey, type FileStorage, UnsafeStorageKeyError } from './storage';

const META_SUFFIX = '.meta.json';

/**
 * The default file storage: a folder on this machine (`DATA_DIR/files`). Each object is a file at
 * its key, with its content type beside it in `<key>.meta.json`. A write goes to a temporary name
 * first and is renamed into place, so a half-written file is never read. Several API nodes need a
 * shared folder or the S3 storage.
 */
export function createLocalStorage(root: string): FileStorage {
  const base = path.resolve(root);

  /** The file of a key; the key check keeps it under the root, and this checks it once more. */
  function fileOf(key: string): string {
    assertSafeStorageKey(key);
    // The side files of this storage are not objects of their own.
    if (key.endsWith(META_SUFFIX) || key.endsWith('.part')) throw new UnsafeStorageKeyError(key);
    const file = path.resolve(base, ...key.split('/'));
    if (!file.startsWith(`${base}${path.sep}`)) throw new Error(`Storage key outside the root: ${key}`);
    return file;
  }

  return {
    kind: 'local',

    async put(key: string, body: Uint8Array | Readable, contentType: string) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.part`;
      try {
        await writeFile(temporary, body);
        await writeFile(`${file}${META_SUFFIX}`, JSON.stringify({ contentType }));
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key: string) {
      const file = fileOf(key);
      const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!info?.isFile()) return null;
      const meta = await readFile(`${file}${META_SUFFIX}`, 'utf8')
        .then((text) => JSON.parse(text) as { contentType?: string })
        .catch(() => ({ contentType: undefined }));
      return {
        body: createReadStream(file),
        contentType: meta.contentType ?? 'application/octet-stream',
        size: info.size,
      };
    },

    async delete(key: string) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(`${file}${META_SUFFIX}`, { force: true });
    },
  };
}
