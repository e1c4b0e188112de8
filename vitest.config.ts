import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sharedProcessPool } from './scripts/shared-process-pool';

/**
 * Server files that need a process of their own (see scripts/shared-process-pool.ts; files that mock a
 * module get one without being named): error reporting installs Sentry's process-wide client and
 * handlers, and the other file checks that a process without SENTRY_DSN holds none; the bad-input
 * shards share one module of state.
 */
/** The domain file that checks the common-password list is loaded lazily, which an earlier file may have done. */
const DOMAIN_FILES_IN_OWN_PROCESS = ['src/account/common-passwords.test.ts'];

const SERVER_FILES_IN_OWN_PROCESS = [
  'src/platform/observability/sentry.test.ts',
  'src/platform/observability/sentry.unset.test.ts',
  // The bad-input shards each need their own harness (test/bad-input.harness.ts: its app closes with
  // the file that made it), and in processes of their own they run side by side.
  'test/bad-input.property.test.ts',
  'test/bad-input-2.property.test.ts',
  'test/bad-input-3.property.test.ts',
];

// Two cores: keep parallelism bounded so the database and the browser tests are not starved.
// Decision 0042: files share worker processes (domain, server) or a worker thread with a fresh DOM
// per file (web), instead of a new process per file.
export default defineConfig({
  test: {
    maxWorkers: 2,
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          pool: sharedProcessPool(DOMAIN_FILES_IN_OWN_PROCESS),
          isolate: false,
          // Property tests run hundreds of cases; a busy 2-core machine needs more than the default 5 s.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          pool: sharedProcessPool(SERVER_FILES_IN_OWN_PROCESS),
          isolate: false,
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // One fresh jsdom window and module graph per file, in a reused worker thread.
          pool: 'vmThreads',
          setupFiles: ['src/test/setup.ts'],
          // The route-map walk renders every SPEC §2 screen; give it room on a busy 2-core machine.
          testTimeout: 20_000,
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
    ],
  },
});
