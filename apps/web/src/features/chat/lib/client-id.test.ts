import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newClientId } from './client-id';

const original = crypto.randomUUID;
afterEach(() => {
  Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true, writable: true });
});

describe('a message’s clientId', () => {
  it('is a UUID the contract accepts, new each time, also where randomUUID is missing', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newClientId()));
    expect(ids.size).toBe(50);
    // A page on plain http outside localhost has no randomUUID.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true, writable: true });
    const fallback = newClientId();
    expect(fallback).not.toBe(newClientId());
    for (const id of [...ids, fallback]) expect(z.uuid().safeParse(id).success, id).toBe(true);
    expect(fallback).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
