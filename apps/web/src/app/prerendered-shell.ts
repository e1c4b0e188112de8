import { useLayoutEffect } from 'react';

/**
 * A landing screen's page (e.g. /loginMainTF) arrives with the screen already drawn: the build renders
 * its markup into this element beside the app's `#root`, which stays hidden while the app starts
 * (build/prerender-landing.ts; decision 0044). Index.html, which every other page gets, has neither.
 */
export const PRERENDERED_SHELL_ID = 'prerendered';

/**
 * Hands the screen over from the prerendered markup to the app: removes the markup and shows `#root`,
 * in the frame the app's first screen is committed, so the swap is never painted half-done. Does
 * nothing on a page without prerendered markup, or the second time.
 */
export function revealApp(doc: Document = document): void {
  const shell = doc.getElementById(PRERENDERED_SHELL_ID);
  if (!shell) return;
  shell.remove();
  doc.getElementById('root')?.removeAttribute('hidden');
}

/** Called by whatever the app shows first instead of a loading state: a screen, the fallback or the maintenance page. */
export function useRevealApp(): void {
  useLayoutEffect(() => revealApp(), []);
}
