/**
 * Debian's Chromium as the journeys (playwright.config.ts) and the bench's Lighthouse runs start it:
 * where each build lives and the launch flags ARCHITECTURE §11 gives for this machine.
 */

/** The full browser (package chromium): push messaging, and what Lighthouse measures. */
export const FULL_CHROMIUM = '/usr/bin/chromium';
/** The same engine without the browser's UI layers (package chromium-headless-shell). */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
