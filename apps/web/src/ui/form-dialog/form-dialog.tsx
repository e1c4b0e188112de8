import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Notice } from '../notice/notice';
import styles from './form-dialog.module.css';

export type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** A line under the title that says what the dialog does (its accessible description). */
  lead?: string;
  /** The lead as a notice box, for what the reader must not miss (a test page that takes no money). */
  leadAsNotice?: boolean;
  children: ReactNode;
};

/**
 * A dialog holding a short form or a choice with fields (Radix: focus kept inside, Escape closes,
 * focus returns to the button that opened it). The promise modals of lib/modal carry text only.
 */
export function FormDialog({ open, onOpenChange, title, lead, leadAsNotice, children }: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} {...(lead ? {} : { 'aria-describedby': undefined })}>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {lead &&
            (leadAsNotice ? (
              <Dialog.Description asChild>
                <Notice tone="yellow">{lead}</Notice>
              </Dialog.Description>
            ) : (
              <Dialog.Description className={styles.lead}>{lead}</Dialog.Description>
            ))}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's two buttons side by side (닫기, then what it does). */
export function FormDialogButtons({ children }: { children: ReactNode }) {
  return <div className={styles.buttons}>{children}</div>;
}

/** A button that closes the dialog it is in. */
export const FormDialogClose = Dialog.Close;
