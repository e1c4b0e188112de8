/**
 * The p95 of a target under the bench's load (CONNECTIONS, DURATION of http-load.ts): autocannon on a
 * thread of its own, as `load()` runs it, keeping every response time so the 95th percentile is
 * exact (autocannon's own summary stops at p90 and p97.5).
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { CONNECTIONS, DURATION, type RequestShape } from './http-load';

export type Latency = { requestsPerSecond: number; p95: number; errors: number };

const LOAD_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const autocannon = require(workerData.autocannon);
const { url, shape, connections, duration } = workerData;
autocannon({ url, connections: 4, duration: 1, ...shape }, (warmUpError) => {
  if (warmUpError) throw warmUpError;
  const times = [];
  const run = autocannon({ url, connections, duration, ...shape }, (error, result) => {
    if (error) throw error;
    parentPort.postMessage({
      times,
      seconds: result.duration,
      errors: result.errors + result.timeouts + result.non2xx,
    });
  });
  run.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
});
`;

export async function latencyOf(url: string, shape: RequestShape = {}): Promise<Latency> {
  const answer = await new Promise<{ times: number[]; seconds: number; errors: number }>((resolve, reject) => {
    const worker = new Worker(LOAD_THREAD, {
      eval: true,
      workerData: {
        autocannon: createRequire(import.meta.url).resolve('autocannon'),
        url,
        shape,
        connections: CONNECTIONS,
        duration: DURATION,
      },
    });
    worker.once('message', (message) => {
      resolve(message);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
  const times = answer.times.sort((a, b) => a - b);
  return {
    requestsPerSecond: times.length / answer.seconds,
    p95: times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)] ?? Number.NaN,
    errors: answer.errors,
  };
}
