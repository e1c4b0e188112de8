import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '@academy/domain/billing/billing.constants';
import type { MyPaymentsResponse } from '@academy/domain/billing/billing.schema';
import { todayBusinessDate } from '@academy/domain/format/format.business-date';
import { formatDateTime } from '@academy/domain/format/format.date';
import { formatWon } from '@academy/domain/format/format.money';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { patchMyPayment } from '../../../store/my-payment-slice';
import { Badge } from '../../../ui/badge/badge';
import { List, ListItem } from '../../../ui/list/list';
import { Section } from '../../../ui/section/section';
import { Stepper, StepperValue } from '../../../ui/stepper/stepper';
import { TextLink } from '../../../ui/text-link/text-link';
import { usePayments } from '../api/get-payments';
import { CARDS_TEXTS } from '../cards.texts';
import styles from '../components/payments.module.css';
import { Loading, PaymentsScreen, QueryFailed } from '../components/payments-screen';
import { isFamily } from '../lib/payments-access';
import { PAYMENTS_TEXTS } from '../payments.texts';

const T = PAYMENTS_TEXTS.list;

type Row = MyPaymentsResponse['paidReceivedList'][number];

function YearStepper({ year, onChange }: { year: number; onChange: (year: number) => void }) {
  return (
    <Stepper
      label={T.year}
      previousLabel={T.previousYear}
      nextLabel={T.nextYear}
      onStep={(delta) => onChange(year + delta)}
    >
      <StepperValue>{T.yearLabel(year)}</StepperValue>
    </Stepper>
  );
}

function PaymentRow({ row }: { row: Row }) {
  const when = row.approvedAt ? formatDateTime(new Date(row.approvedAt)) : row.paidReceivedMonth;
  return (
    <ListItem
      to={`/v3/PaymentDetail?paymentId=${encodeURIComponent(row.paidReceivedId)}`}
      title={row.orderName}
      description={[
        T.meta(PAYMENT_METHOD_LABELS[row.method], when),
        row.cancelledAmount > 0 ? T.cancelled(row.cancelledAmount) : '',
      ]
        .filter(Boolean)
        .join(' · ')}
      trailing={
        <>
          <span>{formatWon(row.paidReceivedAmount)}</span>
          {row.status !== 'DONE' && (
            <Badge tone={row.status === 'CANCELED' || row.status === 'ABORTED' ? 'warning' : 'neutral'}>
              {PAYMENT_STATUS_LABELS[row.status]}
            </Badge>
          )}
        </>
      }
    />
  );
}

function YearBody({ inst }: { inst: ChosenAcademy }) {
  const dispatch = useAppDispatch();
  const thisYear = Number(todayBusinessDate().slice(0, 4));
  const year = useAppSelector((state) => state.myPayment.checkDt) ?? thisYear;
  const payments = usePayments(inst.instId, year);
  const setYear = (next: number) => dispatch(patchMyPayment({ checkDt: next }));
  const rows = payments.data?.paidReceivedList ?? [];
  const kept = rows.reduce((sum, row) => sum + row.paidReceivedAmount - row.cancelledAmount, 0);
  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <YearStepper year={year} onChange={setYear} />
        {payments.data && <span className={styles.muted}>{T.total(kept)}</span>}
      </div>
      {payments.isPending ? (
        <Loading />
      ) : payments.isError ? (
        <QueryFailed error={payments.error} onRetry={() => void payments.refetch()} />
      ) : (
        <Section>
          <List
            label={T.label}
            items={rows}
            getKey={(row) => row.paidReceivedId}
            emptyText={T.empty(year)}
            renderItem={(row) => <PaymentRow row={row} />}
          />
        </Section>
      )}
      {isFamily(inst) && (
        <div className={styles.links}>
          <TextLink to="/cardManagement">{CARDS_TEXTS.paymentListLink}</TextLink>
          <TextLink to={`/v3/tuition-fee/statement?year=${year}`}>{T.yearStatementLink}</TextLink>
        </div>
      )}
    </div>
  );
}

/**
 * /paymentList (SPEC `myPayment`): a year's payments (`checkDt`, kept for the session) — a family's
 * own, or every payment of the academy for the office — each opening its detail and receipt.
 */
export function PaymentListPage() {
  return (
    <PaymentsScreen screen="paymentList" fallbackTitle="결제 내역" audience="money" width="md">
      {(inst) => <YearBody inst={inst} />}
    </PaymentsScreen>
  );
}
