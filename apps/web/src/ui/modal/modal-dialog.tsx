import * as Dialog from '@radix-ui/react-dialog';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { Button } from '../button/button';
import { UI_TEXTS } from '../ui.texts';
import styles from './modal-dialog.module.css';

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

export const MODAL_MAX_BUTTONS = 2;

/** Fallback when no button is given, so a blocked modal can never trap the user. */
const FALLBACK_BUTTONS: ModalButton[] = [{ label: UI_TEXTS.modalOk, value: 'ok' }];

/**
 * The buttons as laid out: at most two, flipped for 'reverse'. Without an explicit variant the first given
 * button is secondary when there are two (e.g. 아니요) and the other primary (e.g. 예); colours follow the
 * buttons, not their positions.
 */
export function layoutModalButtons(
  buttons: ModalButton[],
  direction: 'normal' | 'reverse' = 'normal',
): Required<ModalButton>[] {
  const given = (buttons.length > 0 ? buttons : FALLBACK_BUTTONS).slice(0, MODAL_MAX_BUTTONS);
  const withVariants = given.map((button, index) => ({
    ...button,
    variant: button.variant ?? (given.length === 2 && index === 0 ? 'secondary' : 'primary'),
  }));
  return direction === 'reverse' ? withVariants.reverse() : withVariants;
}

/** A modal dialog for notices and confirmations (Radix Dialog: focus trapped, focus returned on close). */
export function ModalDialog({
  open,
  title,
  contents,
  buttons,
  direction = 'normal',
  blockModalClose = false,
  onChoose,
  onDismiss,
}: ModalDialogProps) {
  const laidOut = layoutModalButtons(buttons, direction);
  const hasTitle = title !== undefined && title !== '';

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !blockModalClose) onDismiss();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          role="alertdialog"
          aria-modal="true"
          className={styles.content}
          onEscapeKeyDown={(event) => {
            if (blockModalClose) event.preventDefault();
          }}
          onPointerDownOutside={(event) => {
            if (blockModalClose) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (blockModalClose) event.preventDefault();
          }}
        >
          {hasTitle ? (
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          ) : (
            <VisuallyHidden asChild>
              <Dialog.Title>{UI_TEXTS.modalDefaultTitle}</Dialog.Title>
            </VisuallyHidden>
          )}
          <Dialog.Description className={[styles.contents, hasTitle ? '' : styles.contentsOnly].join(' ')}>
            {contents}
          </Dialog.Description>
          <div className={styles.buttons} data-count={laidOut.length}>
            {laidOut.map((button) => (
              <Button
                key={`${button.value}-${button.label}`}
                variant={button.variant === 'secondary' ? 'outline' : 'primary'}
                size="lg"
                fullWidth
                onClick={() => onChoose(button.value)}
              >
                {button.label}
              </Button>
            ))}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
