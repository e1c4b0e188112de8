import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styles from './billing.module.css';

export type BillingDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** A line under the title that says what the dialog does (its accessible description). */
  lead?: string;
  children: ReactNode;
};

/**
 * A dialog holding a short form (Radix: focus kept inside, Escape closes, focus returns to the
 * button that opened it). The promise modals of lib/modal carry text only; these need fields.
 */
export function BillingDialog({ open, onOpenChange, title, lead, children }: BillingDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.dialogOverlay} />
        <Dialog.Content className={styles.dialog} {...(lead ? {} : { 'aria-describedby': undefined })}>
          <Dialog.Title className={styles.dialogTitle}>{title}</Dialog.Title>
          {lead && <Dialog.Description className={styles.muted}>{lead}</Dialog.Description>}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
