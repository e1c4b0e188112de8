import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { buttonClassName } from '../../../ui/button/button';
import { IconAlert } from '../../../ui/icon/icons';
import { Spinner } from '../../../ui/spinner/spinner';
import { useRegisterCard } from '../api/register-card';
import { CARDS_TEXTS } from '../cards.texts';
import { cardRegResultOf, registerOnce } from '../components/card-reg-result';
import styles from '../components/payments.module.css';
import { PaymentsScreen } from '../components/payments-screen';

const T = CARDS_TEXTS.result;

function ToManagement({ primary }: { primary: boolean }) {
  return (
    <div className={styles.links}>
      <Link to="/cardManagement" replace className={buttonClassName({ variant: primary ? 'primary' : 'outline' })}>
        {T.toManagement}
      </Link>
    </div>
  );
}

function CardRegResultBody({ inst }: { inst: ChosenAcademy }) {
  const [params] = useSearchParams();
  const search = params.toString();
  const result = useMemo(() => cardRegResultOf(new URLSearchParams(search)), [search]);
  const { mutateAsync } = useRegisterCard(inst.instId);
  const [state, setState] = useState<{ kind: 'working' } | { kind: 'done' } | { kind: 'failed'; message: string }>(
    result.kind === 'register'
      ? { kind: 'working' }
      : { kind: 'failed', message: (result.kind === 'failed' && result.message) || T.badLink },
  );

  useEffect(() => {
    if (result.kind !== 'register') return;
    let active = true;
    registerOnce(result.body, mutateAsync).then(
      () => active && setState({ kind: 'done' }),
      (error: unknown) =>
        active && setState({ kind: 'failed', message: isApiError(error) ? error.message : T.badLink }),
    );
    return () => {
      active = false;
    };
  }, [result, mutateAsync]);

  if (state.kind === 'working') {
    return (
      <div className={styles.result} role="status">
        <Spinner size="lg" decorative />
        <p className={styles.lead}>{T.working}</p>
      </div>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className={styles.result} role="alert">
        <IconAlert size={40} />
        <h2 className={styles.resultTitle}>{T.failedTitle}</h2>
        <p className={styles.lead}>{state.message}</p>
        <ToManagement primary />
      </div>
    );
  }
  return (
    <div className={styles.result} role="status">
      <h2 className={styles.resultTitle}>{T.doneTitle}</h2>
      <p className={styles.lead}>{T.doneHint}</p>
      <ToManagement primary />
    </div>
  );
}

/**
 * /cardRegResult: where a card page returns (the local test page, or Toss's `requestBillingAuth`);
 * the card is registered once from its `customerKey` and `authKey`, or the page says why not.
 */
export function CardRegResultPage() {
  return (
    <PaymentsScreen screen="cardRegResult" fallbackTitle="카드 등록 결과" audience="family" width="sm">
      {(inst) => <CardRegResultBody inst={inst} />}
    </PaymentsScreen>
  );
}
