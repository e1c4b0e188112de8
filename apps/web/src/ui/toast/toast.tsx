/**
 * Contract shared by the UI kit and the app shell (the toast helper renders this).
 * The UI kit owns the implementation. SHORT shows 2 s, otherwise 5 s (durations from packages/domain).
 */
export type ToastType = 'SHORT' | 'LONG';

export type ToastProps = {
  open: boolean;
  msg: string;
  toastType: ToastType;
  /** Called when the toast's timer ends (or it is dismissed). */
  onHide: () => void;
};

export function Toast(_props: ToastProps) {
  return null;
}
