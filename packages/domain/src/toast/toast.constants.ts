/** Toast timing and size (SPEC §9). */

export const TOAST_TYPES = ['SHORT', 'LONG'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export const DEFAULT_TOAST_TYPE: ToastType = 'SHORT';

export const TOAST_SHORT_DURATION_MS = 2000;
export const TOAST_LONG_DURATION_MS = 5000;

/** Widest a toast grows, in px. */
export const TOAST_MAX_WIDTH_PX = 968;

/** Gap between a toast and the bottom of the screen, in px. */
export const TOAST_BOTTOM_OFFSET_PX = 16;

/** How long a toast stays: 2 s for SHORT, 5 s for anything else. */
export function toastDurationMs(type: string): number {
  return type === 'SHORT' ? TOAST_SHORT_DURATION_MS : TOAST_LONG_DURATION_MS;
}
