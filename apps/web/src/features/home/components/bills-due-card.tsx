import { formatShortDate } from '@academy/domain/format/format.date';
import { formatWon } from '@academy/domain/format/format.money';
import { Link } from 'react-router';
import { buttonClassName } from '../../../ui/button/button';
import { List, ListItem } from '../../../ui/list/list';
import { TextLink } from '../../../ui/text-link/text-link';
import { useHomeDueBills } from '../api/get-home-bills';
import { HOME_TEXTS } from '../home.texts';
import styles from './bills-card.module.css';
import { HomeCard } from './home-card';
import cardStyles from './home-card.module.css';

const T = HOME_TEXTS.bills;

/**
 * What a family still has to pay at an academy (a student's own, or one child's on a parent's home):
 * the amount owed, the first bills, and 결제하기 (the one bill chosen when there is one). `onOpen`
 * runs before a link is followed (a parent's card makes its academy the current one first).
 */
export function BillsDueCard({
  instId,
  studentId,
  level,
  onOpen,
}: {
  instId: string;
  studentId?: string;
  level?: 2 | 3;
  onOpen?: () => void;
}) {
  const bills = useHomeDueBills(instId, studentId);
  const history = (
    <TextLink to="/paymentList" variant="muted" onClick={onOpen}>
      {T.history}
    </TextLink>
  );
  if (bills.isPending || bills.isError) {
    return (
      <HomeCard title={T.dueTitle} level={level} actions={history}>
        {bills.isPending ? (
          <p className={cardStyles.muted} role="status">
            {T.loading}
          </p>
        ) : (
          <p className={cardStyles.muted}>{T.failed}</p>
        )}
      </HomeCard>
    );
  }
  const { bills: rows, totals } = bills.data;
  const only = totals.count === 1 ? rows[0] : undefined;
  const payPath = only ? `/v3/payment?billId=${encodeURIComponent(only.billId)}` : '/v3/payment';
  return (
    <HomeCard title={T.dueTitle} level={level} actions={history}>
      {totals.count === 0 ? (
        <p className={cardStyles.muted}>{T.none}</p>
      ) : (
        <>
          <div className={styles.due}>
            <span className={cardStyles.muted}>{T.dueTotal(totals.count)}</span>
            <p className={styles.dueAmount}>{formatWon(totals.unpaid)}</p>
          </div>
          <List
            label={T.dueLabel}
            items={rows}
            getKey={(bill) => bill.billId}
            renderItem={(bill) => (
              <ListItem
                title={bill.title}
                description={[bill.studentNm, T.due(formatShortDate(bill.dueDate))].join(' · ')}
                trailing={formatWon(bill.unclaimed)}
              />
            )}
          />
          <div className={styles.actions}>
            <Link to={payPath} onClick={onOpen} className={buttonClassName({ variant: 'primary' })}>
              {T.pay}
            </Link>
          </div>
        </>
      )}
    </HomeCard>
  );
}
