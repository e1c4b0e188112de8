import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web app's module boundaries, checked on every file under src/ (tests and styles included):
 *
 * - A feature (`features/<area>/…`) imports nothing from another feature. What two areas need moves
 *   down to `lib/` (hooks, helpers, the screen frames), `ui/` (components, shared styles) or the
 *   domain package.
 * - A feature exposes its pages modules: `features/<area>/pages/<area>-pages.ts(x)`, its screens by
 *   route id, and for an area with landing screens `<area>-landing-pages.ts(x)` (decision 0044), which
 *   only `app/` loads (lazily, through the route map). Nothing else of it is public.
 * - `lib/`, `ui/` and `store/` sit below the features and the app: outside their tests they import
 *   neither.
 * - Form limits come from the domain's schemas and constants (`maxLength={NAME_MAX}`,
 *   `maxLengthOf(schema)`), never a number typed into a component. The UI kit's own tests may use any.
 */

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

export type SourceFile = { path: string; text: string };

/** Every module a file names: imports, re-exports, dynamic imports, mocks, CSS `@import`/`composes`. */
export function importsOf(file: SourceFile): string[] {
  const pattern = file.path.endsWith('.css')
    ? /(?:@import\s+|composes:[^;]*?\sfrom\s+)['"]([^'"]+)['"]/g
    : /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)['"]([^'"]+)['"]/g;
  return [...file.text.matchAll(pattern)].map((match) => match[1] as string);
}

/** A relative import resolved against its file, as a path under src/ (null for a package). */
export function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return posix.normalize(posix.join(posix.dirname(from), specifier));
}

type Place = { layer: string; area: string | null };

function placeOf(path: string): Place {
  const [layer = '', area = null] = path.split('/');
  return layer === 'features' ? { layer, area } : { layer, area: null };
}

const isTest = (path: string) => /\.test\.tsx?$/.test(path);

/** The modules of a feature that may be imported from outside it (by app/ only): its pages and landing pages. */
export function isPagesModule(target: string): boolean {
  const match = /^features\/([^/]+)\/pages\/([^/.]+)$/.exec(target.replace(/\.tsx?$/, ''));
  return match !== null && (match[2] === `${match[1]}-pages` || match[2] === `${match[1]}-landing-pages`);
}

/** Every import that crosses a boundary, as `file → target`. */
export function boundaryViolations(files: readonly SourceFile[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const from = placeOf(file.path);
    for (const specifier of importsOf(file)) {
      const target = resolveImport(file.path, specifier);
      if (target === null) continue;
      const to = placeOf(target);
      const crossesFeatures = from.layer === 'features' && to.layer === 'features' && from.area !== to.area;
      const appReachesIn = from.layer === 'app' && to.layer === 'features' && !isPagesModule(target);
      const lowerReachesUp =
        ['lib', 'ui', 'store'].includes(from.layer) &&
        !isTest(file.path) &&
        (to.layer === 'features' || to.layer === 'app');
      if (crossesFeatures || appReachesIn || lowerReachesUp) found.push(`${file.path} → ${target}`);
    }
  }
  return found;
}

/** Literal length limits on inputs (`maxLength={30}`, `minLength="4"`) outside tests. */
export function literalLimits(files: readonly SourceFile[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (isTest(file.path) || !/\.tsx?$/.test(file.path)) continue;
    const lines = file.text.split('\n');
    lines.forEach((line, index) => {
      if (/\b(?:maxLength|minLength)=(?:\{\s*-?\d|["']\d)/.test(line)) found.push(`${file.path}:${index + 1}`);
    });
  }
  return found;
}

function readTree(root: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(tsx?|css)$/.test(entry.name)) {
        files.push({ path: relative(root, full).split(sep).join('/'), text: readFileSync(full, 'utf8') });
      }
    }
  };
  walk(root);
  return files;
}

describe('the boundary rules', () => {
  const file = (path: string, text: string): SourceFile => ({ path, text });

  it('catch a feature importing another feature, by any kind of import', () => {
    expect(
      boundaryViolations([
        file('features/mypage/pages/x.tsx', "import { A } from '../../attendance/pages/a-page';"),
        file('features/mypage/api/y.ts', "export { B } from '../../classes/api/b';"),
        file('features/mypage/pages/z.test.tsx', "vi.mock('../../home/api/get-home', () => ({}));"),
        file('features/mypage/pages/w.tsx', "const m = import('../../home/pages/home-pages');"),
        file(
          'features/mypage/components/s.module.css',
          ".a { composes: b from '../../classes/components/c.module.css'; }",
        ),
      ]),
    ).toEqual([
      'features/mypage/pages/x.tsx → features/attendance/pages/a-page',
      'features/mypage/api/y.ts → features/classes/api/b',
      'features/mypage/pages/z.test.tsx → features/home/api/get-home',
      'features/mypage/pages/w.tsx → features/home/pages/home-pages',
      'features/mypage/components/s.module.css → features/classes/components/c.module.css',
    ]);
  });

  it("let app/ load a feature's pages and landing pages modules and nothing else of it", () => {
    expect(
      boundaryViolations([
        file('app/area-loaders.ts', "const a = () => import('../features/home/pages/home-pages');"),
        file('app/area-loaders.ts', "const b = () => import('../features/account/pages/account-landing-pages');"),
        file('app/route-map.ts', "import { X } from '../features/design/design-sections';"),
        file('app/other.ts', "import { Y } from '../features/home/pages/main-page';"),
        file('app/more.ts', "import { Z } from '../features/home/pages/account-landing-pages';"),
      ]),
    ).toEqual([
      'app/route-map.ts → features/design/design-sections',
      'app/other.ts → features/home/pages/main-page',
      'app/more.ts → features/home/pages/account-landing-pages',
    ]);
  });

  it('keep lib, ui and store below the features and the app (their tests may use the app)', () => {
    expect(
      boundaryViolations([
        file('lib/x.ts', "import { A } from '../features/home/api/a';"),
        file('ui/y/y.tsx', "import { B } from '../../app/hosts/modal-host';"),
        file('lib/z.test.tsx', "import { ModalHost } from '../app/hosts/modal-host';"),
        file('features/home/pages/p.tsx', "import { api } from '../../../lib/api-client';\nimport { z } from 'zod';"),
        file('features/home/pages/q.tsx', "import { C } from '../components/c';"),
      ]),
    ).toEqual(['lib/x.ts → features/home/api/a', 'ui/y/y.tsx → app/hosts/modal-host']);
  });

  it('catch a length limit typed as a number', () => {
    expect(
      literalLimits([
        file('features/a/pages/p.tsx', '<TextField\n  maxLength={30}\n  minLength="2"\n/>'),
        file('features/a/pages/q.tsx', '<TextField maxLength={NAME_MAX} minLength={maxLengthOf(schema)} />'),
        file('ui/text-area/text-area.test.tsx', '<TextArea maxLength={20} />'),
      ]),
    ).toEqual(['features/a/pages/p.tsx:2', 'features/a/pages/p.tsx:3']);
  });
});

describe('the web app', () => {
  // This file's own examples of what the rules catch are not the app's imports.
  const files = readTree(SRC).filter((candidate) => candidate.path !== 'app/boundaries.test.ts');

  it('is read whole: every area, and the loaders reaching each pages module', () => {
    expect(files.length).toBeGreaterThan(300);
    const loaders = files.find((candidate) => candidate.path === 'app/area-loaders.ts');
    const loaded = importsOf(loaders ?? { path: '', text: '' }).map((specifier) =>
      resolveImport('app/area-loaders.ts', specifier),
    );
    expect(loaded).toContain('features/attendance/pages/attendance-pages');
    expect(loaded.filter((target) => target !== null && isPagesModule(target)).length).toBeGreaterThan(20);
  });

  it('keeps every feature to itself, and every layer below the ones that use it', () => {
    expect(boundaryViolations(files)).toEqual([]);
  });

  it('takes every input length limit from the domain', () => {
    expect(literalLimits(files)).toEqual([]);
  });
});
