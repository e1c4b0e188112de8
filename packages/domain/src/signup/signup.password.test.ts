import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isValidPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_PROBLEM_LABELS,
  passwordLength,
  passwordProblems,
  passwordsMatch,
} from './signup.password';

describe('password policy: 8–64 characters, a letter and a digit', () => {
  it('accepts at the edges', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(64);
    expect(isValidPassword('abcdef12')).toBe(true);
    expect(isValidPassword(`a1${'x'.repeat(62)}`)).toBe(true);
    expect(isValidPassword('한글도 OK 1234')).toBe(true);
  });

  it('names what is missing', () => {
    expect(passwordProblems('abcde12')).toEqual(['tooShort']);
    expect(passwordProblems(`a1${'x'.repeat(63)}`)).toEqual(['tooLong']);
    expect(passwordProblems('12345678')).toEqual(['noLetter']);
    expect(passwordProblems('abcdefgh')).toEqual(['noDigit']);
    expect(passwordProblems('')).toEqual(['tooShort', 'noLetter', 'noDigit']);
    expect(passwordProblems('비밀번호비밀번호12')).toEqual(['noLetter']);
    expect(PASSWORD_PROBLEM_LABELS.noDigit).toBe('숫자 포함');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordLength('😀😀')).toBe(2);
    expect(passwordProblems('a1😀😀😀😀😀')).toEqual(['tooShort']);
  });

  it('is valid exactly when there is no problem', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (pw) => isValidPassword(pw) === (passwordProblems(pw).length === 0)),
    );
  });
});

describe('confirmation', () => {
  it('must equal the password and not be empty', () => {
    expect(passwordsMatch('abcdef12', 'abcdef12')).toBe(true);
    expect(passwordsMatch('abcdef12', 'abcdef13')).toBe(false);
    expect(passwordsMatch('', '')).toBe(false);
  });
});
