import { type ReactNode, useState } from 'react';
import { refusalMessage } from '../../../lib/forms/server-errors';
import { Button } from '../../../ui/button/button';
import { FormDialog, FormDialogClose } from '../../../ui/form-dialog/form-dialog';
import { Select } from '../../../ui/select/select';
import styles from './payments.module.css';

export type SandboxOutcome = 'approve' | 'decline' | 'timeout';

export type SandboxProviderTexts = {
  title: string;
  lead: string;
  card: string;
  cards: readonly string[];
  outcomes: string;
  approve: string;
  decline: string;
  timeout: string;
  working: string;
  close: string;
};

export type SandboxProviderDialogProps = {
  texts: SandboxProviderTexts;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the page is about (the order and its amount), above the card company. */
  children?: ReactNode;
  /** The payer's answer for the card company; resolves once the flow has moved on, throws a refusal to show. */
  onAnswer: (outcome: SandboxOutcome, cardCompany: string) => Promise<void>;
};

/**
 * The sandbox provider's own page (a server running locally): the payer plays the card company —
 * approve, decline or never answer — and the rest of the flow is the real one. The checkout and the
 * card registration page differ only in their texts and what the answer does.
 */
export function SandboxProviderDialog({
  texts: T,
  open,
  onOpenChange,
  children,
  onAnswer,
}: SandboxProviderDialogProps) {
  const [cardCompany, setCardCompany] = useState<string>(T.cards[0] ?? '');
  const [chosen, setChosen] = useState<SandboxOutcome | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function answer(outcome: SandboxOutcome) {
    setChosen(outcome);
    setPending(true);
    setError(null);
    try {
      await onAnswer(outcome, cardCompany);
    } catch (failure) {
      setError(refusalMessage(failure));
    } finally {
      setPending(false);
    }
  }

  const outcomes: { value: SandboxOutcome; label: string; variant: 'primary' | 'danger' | 'outline' }[] = [
    { value: 'approve', label: T.approve, variant: 'primary' },
    { value: 'decline', label: T.decline, variant: 'danger' },
    { value: 'timeout', label: T.timeout, variant: 'outline' },
  ];

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={T.title} lead={T.lead} leadAsNotice>
      {children}
      <Select
        label={T.card}
        placeholder={false}
        options={T.cards.map((card) => ({ value: card, label: card }))}
        value={cardCompany}
        onChange={(event) => setCardCompany(event.target.value)}
      />
      <fieldset className={styles.outcomes} disabled={pending}>
        <legend>{T.outcomes}</legend>
        {outcomes.map((outcome) => (
          <Button
            key={outcome.value}
            variant={outcome.variant}
            loading={pending && chosen === outcome.value}
            onClick={() => void answer(outcome.value)}
          >
            {outcome.label}
          </Button>
        ))}
      </fieldset>
      {pending && (
        <p className={styles.muted} role="status">
          {T.working}
        </p>
      )}
      {error && (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
      <FormDialogClose asChild>
        <Button variant="text">{T.close}</Button>
      </FormDialogClose>
    </FormDialog>
  );
}
