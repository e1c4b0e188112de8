// The reading worker's entry point. Node 20 cannot start a worker from TypeScript source, so this
// plain module registers tsx (as `npm start` and the tests run the server) for the worker and loads
// the TypeScript loop in read-sheet.worker.ts.
import { tsImport } from 'tsx/esm/api';

await tsImport('./read-sheet.worker.ts', import.meta.url);
