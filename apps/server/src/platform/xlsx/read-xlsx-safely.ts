import { Worker } from 'node:worker_threads';
import {
  READER_READY,
  type SheetLimit,
  type SheetReadJob,
  type SheetReadRequest,
  type SheetReadResult,
  type SheetRow,
  type SheetUnreadable,
} from './sheet-limits';

/**
 * The one way the server reads an uploaded spreadsheet. The file is read by `read-sheet.ts` in a
 * worker thread, one file at a time, so the request thread keeps answering while a file is read;
 * the worker's heap is capped and a file that takes longer than the time limit has its worker
 * terminated (a new one starts for the next file). A few files may wait; more are refused.
 */

export type XlsxRefusal = SheetLimit | SheetUnreadable | 'time' | 'memory' | 'busy';
export type XlsxReadResult = { ok: true; rows: SheetRow[] } | { ok: false; refusal: XlsxRefusal };
/** The sheet's limits, and how long this file may take to read (else the reader's own limit). */
export type XlsxReadRequest = SheetReadRequest & { timeLimitMs?: number };

export type XlsxReaderOptions = {
  /** The worker's heap (V8 old generation), in MB; past it the worker is stopped ('memory'). */
  memoryMb: number;
  /** How long one file may take once the worker has it ('time'), unless its request says. */
  timeLimitMs: number;
  /** Files that may wait while another is read; one more is refused ('busy'). */
  maxWaiting: number;
};

export const XLSX_READER_OPTIONS: XlsxReaderOptions = { memoryMb: 256, timeLimitMs: 10_000, maxWaiting: 4 };

export type XlsxReader = {
  read: (bytes: Uint8Array, request: XlsxReadRequest) => Promise<XlsxReadResult>;
  close: () => Promise<void>;
};

const WORKER_URL = new URL('./read-sheet.worker.mjs', import.meta.url);

type Job = {
  bytes: Uint8Array;
  request: XlsxReadRequest;
  resolve: (result: XlsxReadResult) => void;
  reject: (error: Error) => void;
};
/** The job being read, the worker reading it and its time limit. */
type Running = { job: Job; thread: Worker; timer?: NodeJS.Timeout };

const isOutOfMemory = (error: unknown) => (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';

/** A reader with its own worker (the server uses the shared one through `readXlsxSafely`). */
export function createXlsxReader(options: XlsxReaderOptions = XLSX_READER_OPTIONS): XlsxReader {
  const waiting: Job[] = [];
  let running: Running | null = null;
  let worker: { thread: Worker; ready: Promise<Worker> } | null = null;
  let closed = false;

  /** Ends the running job once, if `thread` is (still) the one reading it. */
  function finish(thread: Worker, outcome: XlsxReadResult | Error) {
    if (running?.thread !== thread) return;
    const { job, timer } = running;
    clearTimeout(timer);
    running = null;
    worker?.thread.unref();
    if (outcome instanceof Error) job.reject(outcome);
    else job.resolve(outcome);
    void next();
  }

  function discard(thread: Worker) {
    if (worker?.thread === thread) worker = null;
    void thread.terminate();
  }

  function start(): { thread: Worker; ready: Promise<Worker> } {
    const thread = new Worker(WORKER_URL, {
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: options.memoryMb },
    });
    thread.unref();
    let isReady = false;
    const ready = new Promise<Worker>((resolve, reject) => {
      thread.on('message', (message: typeof READER_READY | SheetReadResult) => {
        if (message === READER_READY) {
          isReady = true;
          resolve(thread);
        } else finish(thread, message);
      });
      thread.on('error', (error) => {
        discard(thread);
        if (!isReady) reject(error);
        else finish(thread, { ok: false, refusal: isOutOfMemory(error) ? 'memory' : 'unreadable' });
      });
      thread.on('exit', (code) => {
        discard(thread);
        if (!isReady) reject(new Error(`the spreadsheet reader stopped before it was ready (exit ${code})`));
        else finish(thread, { ok: false, refusal: 'unreadable' });
      });
    });
    // A worker that fails to start fails the job waiting for it; nobody else awaits this promise.
    ready.catch(() => {});
    return { thread, ready };
  }

  async function next() {
    if (running || closed) return;
    const job = waiting.shift();
    if (!job) return;
    worker ??= start();
    const { thread, ready } = worker;
    const current: Running = { job, thread };
    running = current;
    try {
      await ready;
    } catch (error) {
      return finish(thread, error as Error);
    }
    // The worker may have ended (and this job with it) while it was starting.
    if (running !== current) return;
    thread.ref();
    current.timer = setTimeout(() => {
      discard(thread);
      finish(thread, { ok: false, refusal: 'time' });
    }, job.request.timeLimitMs ?? options.timeLimitMs);
    // A copy of the bytes is handed over whole (transferred), not cloned with any larger buffer they sit in.
    const bytes = new Uint8Array(job.bytes);
    const { limits, sheetName } = job.request;
    thread.postMessage({ bytes, request: { limits, sheetName } } satisfies SheetReadJob, [bytes.buffer]);
  }

  return {
    read(bytes, request) {
      if (closed) return Promise.reject(new Error('the spreadsheet reader is closed'));
      if (running && waiting.length >= options.maxWaiting) return Promise.resolve({ ok: false, refusal: 'busy' });
      return new Promise((resolve, reject) => {
        waiting.push({ bytes, request, resolve, reject });
        void next();
      });
    },
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(new Error('the spreadsheet reader is closed'));
      const thread = worker?.thread;
      worker = null;
      if (thread) await thread.terminate();
    },
  };
}

let shared: XlsxReader | null = null;

/** Reads one sheet of an uploaded .xlsx within `request.limits`, off the request thread. */
export function readXlsxSafely(bytes: Uint8Array, request: XlsxReadRequest): Promise<XlsxReadResult> {
  shared ??= createXlsxReader();
  return shared.read(bytes, request);
}
