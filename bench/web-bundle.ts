/**
 * What a first visit downloads, from the web build (apps/web/dist): the entry as the browser gets it
 * (index.html's module script, every `<link rel="modulepreload">` and stylesheet it names) and, per
 * area, the entry plus the area's chunk with everything it imports. Gzip sizes, against issue 14's goals.
 */
import { existsSync, readFileSync } from 'node:fs';
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
  const entryFiles = filesNamedByIndexHtml(readFileSync(indexPath, 'utf8'));
  const areas = Object.keys(manifest)
    .map((key) => ({ key, area: /src\/features\/([^/]+)\/pages\/\1-pages\.tsx?$/.exec(key)?.[1] }))
    .filter((item): item is { key: string; area: string } => item.area !== undefined)
    .map(({ key, area }) => {
      const files = [...new Set([...entryFiles, ...closureOf(manifest, key)])];
      return { area, files, bytes: gzipBytes(files) };
    })
    .sort((a, b) => b.bytes - a.bytes);
  return { entryFiles, entryBytes: gzipBytes(entryFiles), areas };
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
  const { entryFiles, entryBytes, areas } = load;
  console.log(
    `\nWeb first load, gzip (goals: entry ≤ ${kib(ENTRY_GOAL_BYTES)}, each area's first screen ≤ ${kib(AREA_GOAL_BYTES)})`,
  );
  const row = (label: string, bytes: number, goal: number) =>
    console.log(`${label.padEnd(66)}${kib(bytes).padStart(11)}  ${verdict(bytes, goal)}`);
  const scripts = entryFiles.filter((file) => file.endsWith('.js')).length;
  row(
    `entry: index.html's script, ${scripts - 1} modulepreloads, ${entryFiles.length - scripts} stylesheet(s)`,
    entryBytes,
    ENTRY_GOAL_BYTES,
  );
  // An area with no screens yet adds only its empty pages module: those are summed up in one line.
  const empty = areas.filter(({ files }) => files.length - entryFiles.length <= 1);
  for (const { area, files, bytes } of areas.filter((candidate) => !empty.includes(candidate))) {
    row(`+ ${area} (${files.length - entryFiles.length} more files)`, bytes, AREA_GOAL_BYTES);
  }
  const largestEmpty = Math.max(0, ...empty.map(({ bytes }) => bytes));
  if (empty.length > 0)
    row(`+ each of ${empty.length} areas with no screens yet (largest)`, largestEmpty, AREA_GOAL_BYTES);
}
