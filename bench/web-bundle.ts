/** The gzip size of the JavaScript a first visit loads, from the web build's manifest. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

/** Gzip size of the entry JS plus each area's lazily loaded chunk (with their static imports). */
export function printBundleSizes() {
  const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    console.log('\nWeb bundle: not built (run `npm run build` first)');
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) closure(child, seen);
    return seen;
  };
  const gzipOf = (keys: Iterable<string>) => {
    let total = 0;
    for (const key of keys) {
      const file = manifest[key]?.file;
      if (file?.endsWith('.js')) total += gzipSync(readFileSync(path.join(dist, file))).length;
    }
    return total;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) return;
  const entry = closure(entryKey);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log('\nWeb bundle (gzip) a first visit loads');
  console.log('entry (shell, router, store)'.padEnd(60), kb(gzipOf(entry)).padStart(10));
  const areas = Object.keys(manifest)
    .filter((key) => /src\/features\/[^/]+\/pages\//.test(key))
    .sort();
  for (const key of areas) {
    const area = closure(key);
    const extra = [...area].filter((chunk) => !entry.has(chunk));
    const label = `+ ${key.replace(/^.*src\/features\//, '')}`;
    console.log(label.padEnd(60), kb(gzipOf(entry) + gzipOf(extra)).padStart(10));
  }
}
