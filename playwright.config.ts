import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, FULL_CHROMIUM, HEADLESS_SHELL } from './scripts/chromium';

// Each run picks its own pair of ports (kept in the environment so the workers agree), so two runs
// on one machine never share a server or a database.
// Chromium refuses a few ports outright (net::ERR_UNSAFE_PORT); 3659 is the one in this range.
const CHROMIUM_UNSAFE_PORTS = [3659, 4045, 4190];
const isUsablePair = (base: number) =>
  !CHROMIUM_UNSAFE_PORTS.includes(base) && !CHROMIUM_UNSAFE_PORTS.includes(base + 1);
let portBase = 3200 + 2 * Math.floor(Math.random() * 400);
while (!isUsablePair(portBase)) portBase += 2;
process.env.E2E_PORT_BASE ??= String(portBase);
const PORT = Number(process.env.E2E_PORT_BASE);

export const APP_URL = `http://127.0.0.1:${PORT}`;
/** A second server whose maintenance window is open now and which trusts X-Forwarded-For from loopback. */
export const MAINTENANCE_URL = `http://127.0.0.1:${PORT + 1}`;
export const MAINTENANCE_INTERNAL_IP = '203.0.113.10';

const hour = 60 * 60 * 1000;
const now = Date.now();

/**
 * The journeys' browser: Debian's headless shell (package chromium-headless-shell), the same Chromium
 * without the browser's UI layers, which drew the same journeys with about a third less CPU (decision
 * 0042). The shell has no push messaging, so the web-push journeys take the full browser (package
 * chromium) with the same flags: `test.use({ launchOptions: FULL_BROWSER })`.
 */
export const FULL_BROWSER = { executablePath: FULL_CHROMIUM, args: CHROMIUM_FLAGS };

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: HEADLESS_SHELL, args: CHROMIUM_FLAGS },
  locale: 'ko-KR',
  timezoneId: 'Asia/Seoul',
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: APP_URL,
    // A failed journey keeps a screenshot and its error context. Its trace (actions, DOM snapshots,
    // network, console) is recorded only with E2E_TRACE=1: recording one for every journey, to keep
    // the failed ones, cost about a sixth of the run even without the screencast (decision 0042).
    trace: process.env.E2E_TRACE === '1' ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'mobile',
      // Journeys tagged @desktop (the front-desk kiosk) are desktop-only and not collected here.
      grepInvert: /@desktop/,
      use: { ...chromium, viewport: { width: 375, height: 812 }, isMobile: false, hasTouch: true },
    },
    { name: 'desktop', use: { ...chromium, viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      command: `node scripts/e2e-server.mjs main ${PORT}`,
      url: `${APP_URL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: `node scripts/e2e-server.mjs maintenance ${PORT + 1}`,
      url: `${MAINTENANCE_URL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        INSPECTION_START: new Date(now - hour).toISOString(),
        INSPECTION_END: new Date(now + 24 * hour).toISOString(),
        INTERNAL_IPS: `${MAINTENANCE_INTERNAL_IP},203.0.113.11`,
        TRUSTED_PROXY: '127.0.0.1',
        SEED_DEMO: 'false',
      },
    },
  ],
});
