import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameSitePath } from './same-site-path';
import { WebUrl } from './web.url';

describe('sameSitePath', () => {
  it('keeps paths of this site with their query and fragment', () => {
    expect(sameSitePath('/v3/MyPage?tab=1#top')).toBe('/v3/MyPage?tab=1#top');
    expect(sameSitePath('/certiResult?purpose=signup')).toBe('/certiResult?purpose=signup');
    expect(sameSitePath('/')).toBe('/');
  });

  it('refuses every way out to another site', () => {
    for (const attack of [
      '//evil.com',
      '/\\evil.com',
      '/\t/evil.com',
      '/\n/evil.com',
      '/\r/evil.com',
      '\t//evil.com',
      'https://evil.com',
      'evil.com',
      '/%09/evil.com/..',
      '',
      null,
      undefined,
    ]) {
      const kept = sameSitePath(attack);
      if (kept !== null) expect(new WebUrl(kept, 'https://academy.example').host).toBe('academy.example');
      else expect(kept).toBeNull();
    }
    expect(sameSitePath('/\t/evil.com')).toBeNull();
    expect(sameSitePath('//evil.com')).toBeNull();
    expect(sameSitePath('/\\evil.com')).toBeNull();
    expect(sameSitePath('/.//evil.com')).toBeNull();
    expect(sameSitePath('/a/..//evil.com')).toBeNull();
  });

  it('never answers a path that leaves the site, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (tail) => {
        const kept = sameSitePath(`/${tail}`);
        if (kept === null) return;
        expect(new WebUrl(kept, 'https://academy.example').origin).toBe('https://academy.example');
        expect(kept.startsWith('//')).toBe(false);
      }),
    );
  });
});
