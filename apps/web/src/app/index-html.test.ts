import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import { PRODUCT_SHORT_NAME } from '../lib/product';

describe('index.html', () => {
  it('is titled with the product name until a screen sets its own title', () => {
    expect(indexHtml).toContain(`<title>${PRODUCT_SHORT_NAME}</title>`);
  });

  it('gives the browser the primary green of SPEC §1 (--color-primary) as its theme colour', () => {
    expect(indexHtml).toContain('<meta name="theme-color" content="#07b53b" />');
    expect(indexHtml.match(/#[0-9a-f]{3,8}\b/gi)).toEqual(['#07b53b']);
  });

  it('names an icon the build ships, so no browser asks for a missing /favicon.ico', () => {
    expect(indexHtml).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(existsSync(join(dirname(fileURLToPath(import.meta.url)), '../../public/favicon.svg'))).toBe(true);
  });
});
