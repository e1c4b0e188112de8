import { describe, expect, it } from 'vitest';
import { buildCookie, deleteCookie, getCookie, readCookie, setCookie } from './web.cookie';

describe('buildCookie', () => {
  const now = new Date('2026-11-21T00:00:00Z');

  it('sets a root-path session cookie without days', () => {
    expect(buildCookie('popupSeen', 'Y')).toBe('popupSeen=Y; path=/');
  });

  it('adds an expiry a number of days ahead', () => {
    expect(buildCookie('popupSeen', 'Y', { days: 1, now })).toBe(
      'popupSeen=Y; expires=Sun, 22 Nov 2026 00:00:00 GMT; path=/',
    );
    expect(buildCookie('a', 'b', { days: 0.5, now })).toBe('a=b; expires=Sat, 21 Nov 2026 12:00:00 GMT; path=/');
  });

  it('encodes names and values', () => {
    expect(buildCookie('이름', 'a b;c', { now })).toBe('%EC%9D%B4%EB%A6%84=a%20b%3Bc; path=/');
  });

  it('refuses an empty name or days that are not a number', () => {
    expect(() => buildCookie('', 'x')).toThrow(RangeError);
    expect(() => buildCookie('a', 'x', { days: Number.NaN })).toThrow(RangeError);
  });
});

describe('a document-like target', () => {
  /** Behaves like document.cookie: writing adds or replaces one cookie, reading lists the live ones. */
  function fakeDocument() {
    const jar = new Map<string, string>();
    return {
      get cookie() {
        return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      },
      set cookie(text: string) {
        const [pair = '', ...attributes] = text.split('; ');
        const [name = '', value = ''] = pair.split('=');
        const expires = attributes.find((attribute) => attribute.startsWith('expires='));
        if (expires && new Date(expires.slice(8)).getTime() < Date.now()) jar.delete(name);
        else jar.set(name, value);
      },
    };
  }

  it('sets, reads and deletes', () => {
    const doc = fakeDocument();
    setCookie(doc, 'keep', 'Y', 30);
    setCookie(doc, 'lang', '한국어');
    expect(getCookie(doc, 'keep')).toBe('Y');
    expect(getCookie(doc, 'lang')).toBe('한국어');
    deleteCookie(doc, 'keep');
    expect(getCookie(doc, 'keep')).toBeNull();
    expect(getCookie(doc, 'lang')).toBe('한국어');
  });

  it('writes exactly the built string', () => {
    const writes: string[] = [];
    const target = {
      get cookie() {
        return '';
      },
      set cookie(text: string) {
        writes.push(text);
      },
    };
    setCookie(target, 'a', '1');
    expect(writes).toEqual(['a=1; path=/']);
  });
});

describe('readCookie', () => {
  it('finds a cookie among others and tolerates odd parts', () => {
    expect(readCookie('a=1; b=2; c=3', 'b')).toBe('2');
    expect(readCookie('flag; b=%E0%A4%A', 'b')).toBe('%E0%A4%A');
    expect(readCookie('', 'b')).toBeNull();
    expect(readCookie('ab=1', 'a')).toBeNull();
  });
});
