import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local';
import { isSafeStorageKey, UnsafeStorageKeyError } from './storage';

const parent = await mkdtemp(path.join(os.tmpdir(), 'academy-storage-'));
afterAll(() => rm(parent, { recursive: true, force: true }));
const root = path.join(parent, 'files');
const storage = createLocalStorage(root);

describe('storage keys', () => {
  it('takes the app’s keys and nothing that could leave the root', () => {
    expect(isSafeStorageKey('profile/0196f7c2-8a4b-7c3d-9e5f-0123456789ab.png')).toBe(true);
    expect(isSafeStorageKey('inst-logo/a_b.c-d.jpg')).toBe(true);
    for (const bad of [
      '',
      '../secret.key',
      'profile/../../secret.key',
      'profile/..',
      './profile/a.png',
      '/etc/passwd',
      'profile//a.png',
      'profile/a.png/',
      'profile\\..\\a.png',
      'Profile/A.png',
      'profile/a b.png',
      'profile/%2e%2e/a.png',
      'profile/a..png',
      `profile/${'a'.repeat(200)}`,
    ]) {
      expect([bad, isSafeStorageKey(bad)]).toEqual([bad, false]);
    }
  });
});

describe('local folder storage', () => {
  it('stores, reads back with its type and size, and deletes', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    await storage.put('profile/one.png', bytes, 'image/png');
    expect(await readFile(path.join(root, 'profile', 'one.png'))).toEqual(bytes);

    const stored = await storage.get('profile/one.png');
    expect(stored).not.toBeNull();
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.size).toBe(bytes.length);
    const chunks: Buffer[] = [];
    for await (const chunk of stored?.body ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(bytes);

    await storage.delete('profile/one.png');
    expect(await storage.get('profile/one.png')).toBeNull();
    expect(await readdir(path.join(root, 'profile'))).toEqual([]);
    // Deleting again is not an error.
    await storage.delete('profile/one.png');
  });

  it('takes a stream and replaces what was under the key', async () => {
    await storage.put('inst-logo/logo.jpg', Buffer.from('first'), 'image/jpeg');
    await storage.put('inst-logo/logo.jpg', Readable.from([Buffer.from('sec'), Buffer.from('ond')]), 'image/jpeg');
    const stored = await storage.get('inst-logo/logo.jpg');
    expect(await text(stored?.body ?? Readable.from([]))).toBe('second');
    expect(stored?.size).toBe(6);
    expect((await readdir(path.join(root, 'inst-logo'))).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('refuses a traversal key before touching the disk', async () => {
    const outside = path.join(parent, 'secret.key');
    await writeFile(outside, 'do not read');
    for (const key of ['../secret.key', 'profile/../../secret.key', '..', 'profile/one.png.meta.json']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toBeInstanceOf(UnsafeStorageKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(UnsafeStorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(UnsafeStorageKeyError);
    }
    expect(await readFile(outside, 'utf8')).toBe('do not read');
  });

  it('answers null for a key with nothing stored', async () => {
    expect(await storage.get('profile/never.png')).toBeNull();
  });
});
