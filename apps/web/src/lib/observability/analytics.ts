/**
 * Google Analytics (gtag.js), only when the server's configuration gives a tracking id (SPEC §7:
 * initialised with the tracking id, the user id set on it). The script tag is added then and only
 * then; the page's CSP allows Google's origins only in that case (server platform/observability).
 */
export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

type Gtag = (...command: unknown[]) => void;
export type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

export type Analytics = { setUser: (userId: string | null) => void };

export function startAnalytics(
  trackingId: string,
  userId: string | null,
  page: { document: Document; window: AnalyticsWindow } = { document, window },
): Analytics {
  page.window.dataLayer ??= [];
  const dataLayer = page.window.dataLayer;
  // gtag.js reads each command as an `arguments` object, not as an array.
  const gtag: Gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js's documented command queue takes arguments objects
    dataLayer.push(arguments);
  };
  page.window.gtag = gtag;
  gtag('js', new Date());
  gtag('config', trackingId, userId === null ? {} : { user_id: userId });

  const script = page.document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(trackingId)}`;
  page.document.head.appendChild(script);

  return { setUser: (next) => gtag('set', { user_id: next }) };
}
