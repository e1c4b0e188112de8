// The reading worker's entry point when the server runs from its TypeScript source (tsx: `npm run
// dev`, the tests, the scripts). Node 20 cannot start a worker from TypeScript, so this plain module
// registers tsx for the worker and loads the loop in read-sheet.worker.ts. The compiled server
// (`npm start`, decision 0039) has its own dist/read-sheet.worker.mjs, built from that loop.
import { tsImport } from 'tsx/esm/api';

await tsImport('./read-sheet.worker.ts', import.meta.url);
