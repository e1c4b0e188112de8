import { parentPort } from 'node:worker_threads';
import { readSheet } from './read-sheet';
import { READER_READY, type SheetReadJob } from './sheet-limits';

/** The reading worker's loop: one file in, its rows or refusal out (see `read-xlsx-safely.ts`). */

const port = parentPort;
if (!port) throw new Error('read-sheet.worker runs only as a worker thread');
port.on('message', async (job: SheetReadJob) => {
  port.postMessage(await readSheet(job.bytes, job.request));
});
port.postMessage(READER_READY);
