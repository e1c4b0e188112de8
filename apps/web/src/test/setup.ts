import { installKoreanErrorMap } from '@academy/domain/validation/validation.error-map';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no ResizeObserver; Radix (checkbox in a form) and recharts measure with it.
globalThis.ResizeObserver ??= class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Each file runs in its own jsdom window (pool vmThreads), whose `performance` keeps no entries and has
// no getEntriesByType; the Sentry SDK's page-load measurements ask for them. A browser has them.
if (typeof performance.getEntriesByType !== 'function') {
  Object.assign(performance, { getEntriesByType: () => [], getEntriesByName: () => [], getEntries: () => [] });
}

// As lib/validation/zod-in-korean.ts does in the app: Zod answers with the SPEC §5 Korean messages.
installKoreanErrorMap();

afterEach(() => cleanup());

// Area chunks are transformed on first import; on a busy 2-core machine that can take a few seconds.
configure({ asyncUtilTimeout: 5000 });
