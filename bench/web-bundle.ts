/**
 * What a first visit downloads, from the web build (apps/web/dist): the entry as the browser gets it
 * (index.html itself, which may carry the CSS inlined, and every script, preload, stylesheet it names
 * or its start script asks for) and, per area (and per landing module, decision 0044), the entry plus
 * the chunk with everything it imports; and each prerendered landing page as a visit to it gets it.
 * Gzip sizes, against issue 14's goals.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '../apps/web/dist');
const KIB = 1024;
/** Issue 14: the entry a first visit loads, and each area's first screen (entry included). */
export const ENTRY_GOAL_BYTES = 120 * KIB;
export const AREA_GOAL_BYTES = 180 * KIB;

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type FirstLoad = {
  /** Files (relative to dist) index.html makes the browser fetch before any screen: script, preloads, CSS. */
  entryFiles: string[];
  entryBytes: number;
  areas: Array<{ area: string; files: string[]; bytes: number }>;
  /** The prerendered landing pages (dist/prerendered/*.html): the page and the files it names. */
  landingPages: Array<{ page: string; files: string[]; bytes: number }>;
};

/** The files index.html names: its module script, its modulepreloads and its stylesheets. */
export function filesNamedByIndexHtml(html: string): string[] {
  const files: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModuleScript = tag.startsWith('<script') && /\btype="module"/.test(tag);
    const isPreloadOrCss = tag.startsWith('<link') && /\brel="(modulepreload|stylesheet)"/.test(tag);
    const url = /\b(?:src|href)="\/([^"]+)"/.exec(tag)?.[1];
    if ((isModuleScript || isPreloadOrCss) && url) files.push(url);
  }
  return files;
}

/**
 * A page of the build (relative to dist) and what it makes the browser fetch before any screen: the
 * files it names and, when its script is a start script (apps/web/build/prerender-landing.ts), the
 * modules that script asks for once the page is painted. The page counts too: it carries the CSS.
 */
export function filesAPageLoads(dist: string, page: string): string[] {
  const named = filesNamedByIndexHtml(readFileSync(path.join(dist, page), 'utf8'));
  const started = named
    .filter((file) => file.endsWith('.js'))
    .flatMap((script) =>
      [...readFileSync(path.join(dist, script), 'utf8').matchAll(/"\/(assets\/[^"]+\.js)"/g)].map(
        (match) => match[1] as string,
      ),
    );
  return [...new Set([page, ...named, ...started])];
}

/** A chunk's file with the files of everything it imports statically (JS and CSS). */
function closureOf(manifest: Manifest, key: string, files = new Set<string>(), seen = new Set<string>()) {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const child of chunk.imports ?? []) closureOf(manifest, child, files, seen);
  return files;
}

/** Measures the build in `dist`; null when there is no build. */
export function measureFirstLoad(dist = DIST): FirstLoad | null {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  const indexPath = path.join(dist, 'index.html');
  if (!existsSync(manifestPath) || !existsSync(indexPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const gzipBytes = (files: Iterable<string>) => {
    let total = 0;
    for (const file of files) total += gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    return total;
  };
  const entryFiles = filesAPageLoads(dist, 'index.html');
  const areas = Object.keys(manifest)
    .map((key) => {
      const match = /src\/features\/([^/]+)\/pages\/\1(-landing)?-pages\.tsx?$/.exec(key);
      return { key, area: match && `${match[1]}${match[2] ? ' landing' : ''}` };
    })
    .filter((item): item is { key: string; area: string } => item.area !== null)
    .map(({ key, area }) => {
      // The entry's own CSS may travel inlined in index.html, already counted there.
      const inEntry = new Set([...entryFiles, ...(manifest['index.html']?.css ?? [])]);
      const files = [...entryFiles, ...[...closureOf(manifest, key)].filter((file) => !inEntry.has(file))];
      return { area, files, bytes: gzipBytes(files) };
    })
    .sort((a, b) => b.bytes - a.bytes);
  const prerendered = path.join(dist, 'prerendered');
  const landingPages = (existsSync(prerendered) ? readdirSync(prerendered) : [])
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const files = filesAPageLoads(dist, `prerendered/${file}`);
      return { page: `/${file.slice(0, -'.html'.length)}`, files, bytes: gzipBytes(files) };
    });
  return { entryFiles, entryBytes: gzipBytes(entryFiles), areas, landingPages };
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
const verdict = (bytes: number, goal: number) => (bytes <= goal ? 'met' : 'NOT met');

/** Prints the entry and every area's first screen with the goals, largest area first. */
export function printBundleSizes() {
  const load = measureFirstLoad();
  if (!load) {
    console.log('\nWeb first load: not built (run `npm run build` first)');
    return;
  }
  const { entryFiles, entryBytes, areas, landingPages } = load;
  console.log(
    `\nWeb first load, gzip (goals: entry ≤ ${kib(ENTRY_GOAL_BYTES)}, each area's first screen ≤ ${kib(AREA_GOAL_BYTES)})`,
  );
  const row = (label: string, bytes: number, goal: number) =>
    console.log(`${label.padEnd(66)}${kib(bytes).padStart(11)}  ${verdict(bytes, goal)}`);
  const css = entryFiles.filter((file) => file.endsWith('.css')).length;
  row(`entry: index.html, ${entryFiles.length - 1 - css} scripts, ${css} stylesheet(s)`, entryBytes, ENTRY_GOAL_BYTES);
  // An area with no screens yet adds only its empty pages module: those are summed up in one line.
  const empty = areas.filter(({ files }) => files.length - entryFiles.length <= 1);
  for (const { area, files, bytes } of areas.filter((candidate) => !empty.includes(candidate))) {
    row(`+ ${area} (${files.length - entryFiles.length} more files)`, bytes, AREA_GOAL_BYTES);
  }
  const largestEmpty = Math.max(0, ...empty.map(({ bytes }) => bytes));
  if (empty.length > 0)
    row(`+ each of ${empty.length} areas with no screens yet (largest)`, largestEmpty, AREA_GOAL_BYTES);
  for (const { page, files, bytes } of landingPages) {
    row(
      `prerendered ${page}: the page (CSS inlined) and the ${files.length - 1} files it loads`,
      bytes,
      AREA_GOAL_BYTES,
    );
  }
}
