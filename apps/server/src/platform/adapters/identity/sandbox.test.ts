import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SANDBOX_IDENTITY_KEY_FILE, sandboxIdentityKey, sandboxPerson } from './sandbox';

const KEY = randomBytes(32);

const person = {
  name: '홍길동',
  birthdate: '1985-04-12',
  genderCd: 'M',
  mobileNo: '01012345678',
  carrier: 'SKT',
} as const;

describe('sandboxPerson', () => {
  it('gives the same person the same CI and DI on another phone and carrier', () => {
    const first = sandboxPerson(person, KEY);
    const newPhone = sandboxPerson({ ...person, mobileNo: '01099990000', carrier: 'LGU+' }, KEY);
    expect(newPhone.ci).toBe(first.ci);
    expect(newPhone.di).toBe(first.di);
    // What the verification vouches for about the phone is still the phone used.
    expect(newPhone.mobileNo).toBe('01099990000');
    expect(newPhone.carrier).toBe('LGU+');
  });

  it('tells people apart by name, birth date and gender', () => {
    const first = sandboxPerson(person, KEY);
    for (const other of [
      sandboxPerson({ ...person, name: '홍길순' }, KEY),
      sandboxPerson({ ...person, birthdate: '1985-04-13' }, KEY),
      sandboxPerson({ ...person, genderCd: 'F' }, KEY),
    ]) {
      expect(other.ci).not.toBe(first.ci);
      expect(other.di).not.toBe(first.di);
    }
  });

  it('reads a name the same whatever its Unicode form or surrounding spaces, and answers it composed', () => {
    const decomposed = person.name.normalize('NFD');
    expect(decomposed).not.toBe(person.name);
    const spaced = sandboxPerson({ ...person, name: `  ${decomposed} ` }, KEY);
    expect(spaced.di).toBe(sandboxPerson(person, KEY).di);
    expect(spaced.name).toBe(person.name);
  });

  it('is shaped like a real provider’s: CI 88 base64 characters, DI 64, stable across calls', () => {
    const verified = sandboxPerson(person, KEY);
    expect(verified.ci).toMatch(/^[A-Za-z0-9+/]{86}==$/);
    expect(verified.di).toMatch(/^[A-Za-z0-9+/]{64}$/);
    expect(sandboxPerson({ ...person }, KEY)).toEqual(verified);
  });

  it('derives CI/DI with a key of its installation: another key, another CI/DI', () => {
    expect(sandboxPerson(person, randomBytes(32)).ci).not.toBe(sandboxPerson(person, KEY).ci);
  });
});

describe('sandboxIdentityKey', () => {
  it('creates a random key per data directory on first use, owner-only, and keeps it', () => {
    const [first, second] = [1, 2].map(() => mkdtempSync(path.join(os.tmpdir(), 'academy-sandbox-key-')));
    const key = sandboxIdentityKey(first as string);
    const file = path.join(first as string, SANDBOX_IDENTITY_KEY_FILE);
    expect(key).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64').equals(key)).toBe(true);
    expect(sandboxIdentityKey(first as string).equals(key)).toBe(true);
    expect(sandboxIdentityKey(second as string).equals(key)).toBe(false);
  });
});
