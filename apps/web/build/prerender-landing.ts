import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { compressBeside } from './precompress';
import { zodInKorean } from './zod-in-korean';

/** Where the landing pages go in the build: `prerendered/<path>.html`, sent by the server at `/<path>`. */
export const PRERENDERED_DIR = 'prerendered';
const RENDERER = '/src/app/prerender-landing.tsx';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;
type LandingScreen = { path: string; pagesModule: string; documentTitle: string };
type Renderer = { LANDING_SCREENS: LandingScreen[]; renderLandingScreen: (path: string) => Promise<string> };

/** The pages modules' sources, as the manifest names them (see src/app/area-loaders.ts). */
const pagesSource = (name: string) => {
  const [area, landing] = name.split('-');
  return `src/features/${area}/pages/${area}${landing ? `-${landing}` : ''}-pages.ts`;
};

/** A chunk's JS and CSS files with those of everything it imports statically. */
function closureOf(manifest: Manifest, key: string, into = { js: new Set<string>(), css: new Set<string>() }) {
  const chunk = manifest[key];
  if (!chunk || into.js.has(chunk.file)) return into;
  into.js.add(chunk.file);
  for (const css of chunk.css ?? []) into.css.add(css);
  for (const child of chunk.imports ?? []) closureOf(manifest, child, into);
  return into;
}

/** Every class name the markup uses; at least one must be styled by the CSS, or the two builds disagree. */
function checkClassesStyled(markup: string, css: string, page: string) {
  const classes = [...markup.matchAll(/class="([^"]+)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/));
  const styled = classes.filter((name) => css.includes(`.${name}`));
  if (classes.length === 0 || styled.length < classes.length / 2) {
    throw new Error(
      `${page}: the prerendered markup's class names are not the build's (${styled.length}/${classes.length})`,
    );
  }
}

/**
 * The script a landing page starts the app with: once the drawn screen has been painted (the
 * browser's first contentful paint), it asks for the app's entry and, beside it, every module the
 * entry and the screen import (as index.html's modulepreloads would have, but after the first paint
 * instead of before it). A file of the build, not an inline script: the CSP allows none.
 */
export function startScript(entry: string, modules: string[]): string {
  const urls = JSON.stringify(modules.map((file) => `/${file}`));
  return `// Starts the app once the drawn screen is on screen (decision 0044).
let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const href of ${urls}) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(${JSON.stringify(`/${entry}`)});
};
// After the browser's first contentful paint, or after 3 s in a tab that paints nothing (hidden).
new PerformanceObserver((entries, observer) => {
  if (!entries.getEntriesByName('first-contentful-paint').length) return;
  observer.disconnect();
  setTimeout(start, 0);
}).observe({ type: 'paint', buffered: true });
setTimeout(start, 3000);
`;
}

/**
 * The page of a landing screen: index.html with the screen's markup beside a hidden `#root`, all the
 * CSS it needs inlined (no stylesheet to wait for before the first paint; the CSP allows inline
 * styles, not inline scripts, and the page has none), and, instead of the entry and its preloads,
 * the start script, so the JavaScript downloads after the first paint. A drawn form submits nothing
 * — it is `inert`: no focus, no typing, no clicks, out of the accessibility tree — until the app takes
 * it over, so nothing typed is lost in the hand-over and a submit never goes anywhere.
 */
export function landingPage(
  indexHtml: string,
  page: { markup: string; css: string; startScript: string; documentTitle: string },
): string {
  if (/<script\b/i.test(page.markup)) throw new Error('a prerendered screen may not carry a script (CSP)');
  if (/<form\b[^>]*\b(method|action)=/i.test(page.markup)) throw new Error('a drawn form must not submit anywhere');
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root) || !indexHtml.includes('</head>')) throw new Error('index.html is not as expected');
  const head = [`<script type="module" crossorigin src="/${page.startScript}"></script>`, `<style>${page.css}</style>`];
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${page.documentTitle}</title>`)
    .replace(/ *<(script type="module"|link rel="(stylesheet|modulepreload)")[^>]*>(<\/script>)?\n?/g, '')
    .replace('</head>', `  ${head.join('\n    ')}\n  </head>`)
    .replace(
      root,
      `<div id="prerendered">${page.markup.replaceAll('<form ', '<form inert="" ')}</div><div id="root" hidden></div>`,
    );
}

/** Writes a start script into the build's assets under a name that changes with its content. */
async function writeStartScript(outDir: string, name: string, script: string): Promise<string> {
  const hash = createHash('sha256').update(script).digest('base64url').slice(0, 8);
  const file = `assets/start-${name}-${hash}.js`;
  await writeFile(path.join(outDir, file), script);
  await compressBeside(path.join(outDir, file));
  return file;
}

/**
 * After the build: draws each landing screen (route-map entries marked `landing`) with the app's own
 * code, server-side, into a page of its own (decision 0044), so the first and the largest paint of
 * the screen a visitor opens first do not wait for the JavaScript; the app takes it over unchanged
 * (app/prerendered-shell.ts).
 */
export function prerenderLanding(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'academy-prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        plugins: [zodInKorean(), react()],
        server: { middlewareMode: true, hmr: false, watch: null, ws: false },
        // Its `es/` build is ESM in a package Node reads as CommonJS: Vite loads it instead.
        ssr: { noExternal: ['redux-persist'] },
      });
      try {
        const renderer = (await server.ssrLoadModule(RENDERER)) as Renderer;
        const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
        const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const entry = closureOf(manifest, 'index.html');
        const entryFile = manifest['index.html']?.file;
        if (!entryFile) throw new Error('the manifest names no entry');
        await mkdir(path.join(outDir, PRERENDERED_DIR), { recursive: true });
        for (const screen of renderer.LANDING_SCREENS) {
          const landing = closureOf(manifest, pagesSource(screen.pagesModule));
          const cssFiles = [...new Set([...entry.css, ...landing.css])];
          const css = (await Promise.all(cssFiles.map((file) => readFile(path.join(outDir, file), 'utf8')))).join('\n');
          const markup = await renderer.renderLandingScreen(screen.path);
          checkClassesStyled(markup, css, screen.path);
          const modules = [...new Set([...entry.js, ...landing.js])].filter((file) => file !== entryFile);
          const scriptFile = await writeStartScript(outDir, screen.pagesModule, startScript(entryFile, modules));
          const html = landingPage(indexHtml, {
            markup,
            css,
            startScript: scriptFile,
            documentTitle: screen.documentTitle,
          });
          const file = path.join(outDir, PRERENDERED_DIR, `${screen.path.slice(1)}.html`);
          await writeFile(file, html);
          await compressBeside(file);
        }
      } finally {
        await server.close();
      }
    },
  };
}
