import { businessMonthOf, shiftIsoMonth } from '@academy/domain/format/format.business-date';
import { formatWon } from '@academy/domain/format/format.money';
import { Link, useSearchParams } from 'react-router';
import { AcademyScreen, type ChosenAcademy } from '../../../lib/screen/academy-screen';
import { listNotFound, screenStates } from '../../../lib/screen/screen-states';
import { Button, buttonClassName } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Figures } from '../../../ui/figures/figures';
import { Notice } from '../../../ui/notice/notice';
import { Section } from '../../../ui/section/section';
import { Stepper, StepperValue } from '../../../ui/stepper/stepper';
import { useSettlements } from '../api/get-settlements';
import { useSyncSettlements } from '../api/sync-settlements';
import { PayoutPrompt } from '../components/payout-prompt';
import styles from '../components/settlement.module.css';
import { SettlementDays } from '../components/settlement-days';
import { SETTLEMENT_TEXTS } from '../settlement.texts';

const T = SETTLEMENT_TEXTS.list;
const C = SETTLEMENT_TEXTS.common;
const { Loading, QueryFailed } = screenStates(C, listNotFound(C, '/v3/SettlementListPage'));

const isMonth = (value: string | null): value is string => value !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

const seoulTime = (iso: string) =>
  new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

function Settlements({ inst }: { inst: ChosenAcademy }) {
  const [params, setParams] = useSearchParams();
  const given = params.get('month');
  const month = isMonth(given) ? given : businessMonthOf(new Date());
  const settlements = useSettlements(inst.instId, month);
  const sync = useSyncSettlements(inst.instId);
  const step = (delta: -1 | 1) => setParams({ month: shiftIsoMonth(month, delta) }, { replace: true });

  const bar = (
    <div className={styles.bar}>
      <Stepper label={T.month} previousLabel={T.previousMonth} nextLabel={T.nextMonth} onStep={step}>
        <StepperValue>{T.monthValue(month)}</StepperValue>
      </Stepper>
      <span className={styles.actions}>
        {inst.isDirector && (
          // Always reachable, even after the prompt above was dismissed for good.
          <Link to="/v3/TossPaymentAdded" className={buttonClassName({ size: 'sm', variant: 'text' })}>
            {T.payouts}
          </Link>
        )}
        <Button size="sm" variant="outline" loading={sync.isPending} onClick={() => sync.mutate(month)}>
          {T.sync}
        </Button>
      </span>
    </div>
  );

  const body = (() => {
    if (settlements.isPending) return <Loading />;
    if (settlements.isError)
      return <QueryFailed error={settlements.error} onRetry={() => void settlements.refetch()} />;
    const { totals, days, syncedAt } = settlements.data;
    return (
      <>
        <p className={styles.muted} aria-live="polite">
          {sync.data
            ? T.synced(sync.data.fetched, sync.data.stored)
            : syncedAt
              ? T.syncedAt(seoulTime(syncedAt))
              : T.neverSynced}
        </p>
        {totals.differences > 0 && <Notice tone="warning">{T.differenceNotice(totals.differences)}</Notice>}
        <Section title={T.totals}>
          <Figures
            kind="totals"
            label={T.totalsLabel}
            items={[
              { key: 'count', label: T.count, value: T.countValue(totals.count) },
              { key: 'gross', label: T.gross, value: formatWon(totals.gross) },
              { key: 'fee', label: T.fee, value: formatWon(totals.fee) },
              { key: 'net', label: T.net, value: formatWon(totals.net) },
              // What reached the academy's account (지급대행), absent where payouts are not reported.
              ...(totals.paidOut === undefined
                ? []
                : [{ key: 'paidOut', label: T.paidOut, value: formatWon(totals.paidOut) }]),
              ...(totals.differences > 0
                ? [{ key: 'differences', label: T.differences, value: T.countValue(totals.differences), warning: true }]
                : []),
            ]}
          />
        </Section>
        {days.length === 0 ? (
          <EmptyState title={T.empty} description={T.emptyHint} />
        ) : (
          <Section title={T.daysTitle}>
            <div className={styles.stack}>
              <SettlementDays days={days} />
            </div>
          </Section>
        )}
      </>
    );
  })();

  return (
    <div className={styles.stack}>
      {inst.isDirector && inst.userId && <PayoutPrompt instId={inst.instId} userId={inst.userId} />}
      {bar}
      {body}
    </div>
  );
}

/**
 * 정산 내역 (SettlementListPage): the month's card payments by the day the provider pays them out,
 * with its fee and what reaches the academy, each matched against the provider's settlement report
 * (일치, 금액 다름, 정산 내역 없음, 우리 기록 없음, 정산 예정); 다시 맞춰 보기 fetches that report
 * again. The director and managers holding 041; the director is invited to 지급대행 here.
 */
export function SettlementListPage() {
  return (
    <AcademyScreen screen="SettlementListPage" fallbackTitle="정산 내역" texts={C}>
      {(inst) =>
        inst.isDirector || (inst.role === 'MANAGER' && inst.can('041')) ? (
          <Settlements inst={inst} />
        ) : (
          <EmptyState title={C.forbidden} description={C.forbiddenHint} />
        )
      }
    </AcademyScreen>
  );
}
