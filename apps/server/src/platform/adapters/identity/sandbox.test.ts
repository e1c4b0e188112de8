import { describe, expect, it } from 'vitest';
import { sandboxPerson } from './sandbox';

const person = {
  name: '홍길동',
  birthdate: '1985-04-12',
  genderCd: 'M',
  mobileNo: '01012345678',
  carrier: 'SKT',
} as const;

describe('sandboxPerson', () => {
  it('gives the same person the same CI and DI on another phone and carrier', () => {
    const first = sandboxPerson(person);
    const newPhone = sandboxPerson({ ...person, mobileNo: '01099990000', carrier: 'LGU+' });
    expect(newPhone.ci).toBe(first.ci);
    expect(newPhone.di).toBe(first.di);
    // What the verification vouches for about the phone is still the phone used.
    expect(newPhone.mobileNo).toBe('01099990000');
    expect(newPhone.carrier).toBe('LGU+');
  });

  it('tells people apart by name, birth date and gender', () => {
    const first = sandboxPerson(person);
    for (const other of [
      sandboxPerson({ ...person, name: '홍길순' }),
      sandboxPerson({ ...person, birthdate: '1985-04-13' }),
      sandboxPerson({ ...person, genderCd: 'F' }),
    ]) {
      expect(other.ci).not.toBe(first.ci);
      expect(other.di).not.toBe(first.di);
    }
  });

  it('reads a name the same whatever its Unicode form or surrounding spaces, and answers it composed', () => {
    const decomposed = person.name.normalize('NFD');
    expect(decomposed).not.toBe(person.name);
    const spaced = sandboxPerson({ ...person, name: `  ${decomposed} ` });
    expect(spaced.di).toBe(sandboxPerson(person).di);
    expect(spaced.name).toBe(person.name);
  });

  it('is shaped like a real provider’s: CI 88 base64 characters, DI 64, stable across calls', () => {
    const verified = sandboxPerson(person);
    expect(verified.ci).toMatch(/^[A-Za-z0-9+/]{86}==$/);
    expect(verified.di).toMatch(/^[A-Za-z0-9+/]{64}$/);
    expect(sandboxPerson({ ...person })).toEqual(verified);
  });
});
