/** The HTTP load generator of the bench: autocannon on its own thread, and the printed table. */
import type http from 'node:http';
import os from 'node:os';
import autocannon from 'autocannon';

export const DURATION = Number(process.argv.find((arg) => arg.startsWith('--seconds='))?.split('=')[1] ?? 5);
export const CONNECTIONS = 20;

export type Result = { name: string; requests: number; p99: number; errors: number };

/** What a target sends besides a GET of its URL: method, headers (cookies, CSRF) and a JSON body. */
export type RequestShape = { method?: 'GET' | 'PUT' | 'POST'; headers?: Record<string, string>; body?: string };

export async function load(name: string, url: string, shape: RequestShape = {}): Promise<Result> {
  await autocannon({ url, connections: 4, duration: 1, ...shape }); // warm-up
  // The load generator runs on its own thread so it does not share the servers' event loop.
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, workers: 1, ...shape });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { name, requests: result.requests.average, p99: result.latency.p99, errors };
}

export function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    });
  });
}

export function printTable(results: Result[]) {
  const baseline = results[0]?.requests ?? 1;
  console.log(`\nHTTP load: ${CONNECTIONS} connections, ${DURATION} s each, on ${os.cpus().length} cores`);
  console.log(
    'target'.padEnd(44),
    'req/s'.padStart(9),
    'p99 ms'.padStart(8),
    'ratio'.padStart(7),
    'errors'.padStart(7),
  );
  for (const r of results) {
    console.log(
      r.name.padEnd(44),
      r.requests.toFixed(0).padStart(9),
      r.p99.toFixed(1).padStart(8),
      `${(r.requests / baseline).toFixed(2)}×`.padStart(7),
      String(r.errors).padStart(7),
    );
  }
}
