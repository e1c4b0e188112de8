/**
 * Contract shared by the UI kit and the app shell (the promise-based modal helpers render this).
 * The UI kit owns the implementation.
 */
export type ModalButton = { label: string; value: string; variant?: 'primary' | 'secondary' };

export type ModalDialogProps = {
  open: boolean;
  title?: string;
  contents: string;
  /** At most 2 buttons, laid out in this order unless direction is 'reverse'. */
  buttons: ModalButton[];
  direction?: 'normal' | 'reverse';
  /** When true, Escape and clicks outside do not close the modal; only a button does. */
  blockModalClose?: boolean;
  /** A button was chosen. */
  onChoose: (value: string) => void;
  /** Closed without a button (Escape, outside click) when not blocked. */
  onDismiss: () => void;
};

export function ModalDialog(_props: ModalDialogProps) {
  return null;
}
