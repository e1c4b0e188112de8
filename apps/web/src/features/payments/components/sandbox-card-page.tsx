import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { refusalMessage } from '../../../lib/forms/server-errors';
import { Button } from '../../../ui/button/button';
import { Notice } from '../../../ui/notice/notice';
import { Select } from '../../../ui/select/select';
import { useSandboxRegisterCard } from '../api/sandbox-register-card';
import { CARDS_TEXTS } from '../cards.texts';
import { cardRegResultPath } from './card-reg-result';
import styles from './payments.module.css';

const T = CARDS_TEXTS.sandbox;

type Outcome = 'approve' | 'decline' | 'timeout';

/**
 * 테스트 카드 등록창: the card page of a server running locally with the sandbox payment provider.
 * It plays the card company — a card whose automatic payments are approved, declined or never
 * answered — and returns to /cardRegResult with the query a real card page's success redirect
 * carries, so the rest of the flow is the real one.
 */
export function SandboxCardPage({
  instId,
  open,
  onOpenChange,
}: {
  instId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const register = useSandboxRegisterCard(instId);
  const [cardCompany, setCardCompany] = useState<string>(T.cards[0]);
  const [chosen, setChosen] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function answer(outcome: Outcome) {
    setChosen(outcome);
    setError(null);
    try {
      const page = await register.mutateAsync({ outcome, cardCompany });
      void navigate(cardRegResultPath(page));
    } catch (failure) {
      setError(refusalMessage(failure));
    }
  }

  const outcomes: { value: Outcome; label: string; variant: 'primary' | 'danger' | 'outline' }[] = [
    { value: 'approve', label: T.approve, variant: 'primary' },
    { value: 'decline', label: T.decline, variant: 'danger' },
    { value: 'timeout', label: T.timeout, variant: 'outline' },
  ];

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.dialogOverlay} />
        <Dialog.Content className={styles.dialog}>
          <Dialog.Title className={styles.dialogTitle}>{T.title}</Dialog.Title>
          <Dialog.Description asChild>
            <Notice tone="yellow">{T.lead}</Notice>
          </Dialog.Description>
          <Select
            label={T.card}
            placeholder={false}
            options={T.cards.map((card) => ({ value: card, label: card }))}
            value={cardCompany}
            onChange={(event) => setCardCompany(event.target.value)}
          />
          <fieldset className={styles.outcomes} disabled={register.isPending}>
            <legend>{T.outcomes}</legend>
            {outcomes.map((outcome) => (
              <Button
                key={outcome.value}
                variant={outcome.variant}
                loading={register.isPending && chosen === outcome.value}
                onClick={() => void answer(outcome.value)}
              >
                {outcome.label}
              </Button>
            ))}
          </fieldset>
          {register.isPending && (
            <p className={styles.muted} role="status">
              {T.working}
            </p>
          )}
          {error && (
            <p className={styles.fieldError} role="alert">
              {error}
            </p>
          )}
          <Dialog.Close asChild>
            <Button variant="text">{T.close}</Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
