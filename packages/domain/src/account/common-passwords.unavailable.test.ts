import { describe, expect, it, vi } from 'vitest';
import { isCommonPassword, loadCommonPasswords } from './common-passwords';

// The list's chunk cannot be fetched (a browser gone offline): the module load fails.
const fetches = vi.hoisted(() => ({ count: 0 }));
vi.mock('./common-passwords.list', () => {
  fetches.count += 1;
  throw new Error('chunk unavailable');
});

describe('when the list cannot be loaded', () => {
  it('calls no password common (the server, which loads it at start, judges) and tries again later', async () => {
    expect(await isCommonPassword('qwer1234')).toBe(false);
    await expect(loadCommonPasswords()).rejects.toThrow();
    expect(fetches.count).toBe(2);
  });
});
