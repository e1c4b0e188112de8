import { describe, expect, it } from 'vitest';
import { DEFAULT_KEEP_LOGIN, PERSIST_KEY, PERSIST_TIMEOUT_MS } from './session.constants';

describe('session persistence (SPEC §3, §4)', () => {
  it('persists under root with a 5000 ms rehydration time-out', () => {
    expect(PERSIST_KEY).toBe('root');
    expect(PERSIST_TIMEOUT_MS).toBe(5000);
    expect(DEFAULT_KEEP_LOGIN).toBe(true);
  });
});
