// `npm run build -w @academy/server` (run by `npm start` before it starts, decision 0039): compiles
// src/main.ts and the spreadsheet worker, with the domain package's TypeScript, into dist/ as plain
// ES modules that node runs without tsx. Installed packages stay imports, resolved from
// node_modules at run time as before. Each output file replaces the old one in a single rename, so a
// server already running from dist/ (another process of the same checkout) never reads half a file.
import { readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const domainDir = path.resolve(serverDir, '../../packages/domain');
const dependenciesOf = (dir) =>
  Object.keys(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).dependencies ?? {});

const { outputFiles } = await build({
  absWorkingDir: serverDir,
  entryPoints: {
    main: 'src/main.ts',
    // read-xlsx-safely.ts starts its worker from `./read-sheet.worker.mjs` beside itself: here, beside main.mjs.
    'read-sheet.worker': 'src/platform/xlsx/read-sheet.worker.ts',
  },
  outdir: path.join(serverDir, 'dist'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: [...new Set([...dependenciesOf(serverDir), ...dependenciesOf(domainDir)])],
  // `npm start` runs node with --enable-source-maps: logged stacks name the TypeScript files and lines.
  sourcemap: 'linked',
  logLevel: 'warning',
  write: false,
});
for (const file of outputFiles) {
  await mkdir(path.dirname(file.path), { recursive: true });
  const partial = `${file.path}.${process.pid}.partial`;
  await writeFile(partial, file.contents);
  await rename(partial, file.path);
}
