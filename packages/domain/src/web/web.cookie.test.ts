import { describe, expect, it } from 'vitest';
import { readCookie } from './web.cookie';

describe('readCookie', () => {
  it('finds a cookie among others and tolerates odd parts', () => {
    expect(readCookie('a=1; b=2; c=3', 'b')).toBe('2');
    expect(readCookie('flag; b=%E0%A4%A', 'b')).toBe('%E0%A4%A');
    expect(readCookie('', 'b')).toBeNull();
    expect(readCookie('ab=1', 'a')).toBeNull();
  });
});
