import { CASH_BOOK_CATEGORY_LABELS } from '@academy/domain/books/cash-book';
import { TRANSACTION_TYPES, type TransactionType, transactionKindLabel } from '@academy/domain/books/transactions';
import type { TransactionDetailResponse } from '@academy/domain/books/transactions.schema';
import { formatWon } from '@academy/domain/format/format.money';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { showServerError } from '../../../lib/forms/server-errors';
import { confirmModal } from '../../../lib/modal';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { Facts } from '../../../ui/facts/facts';
import { List, ListItem } from '../../../ui/list/list';
import { Section } from '../../../ui/section/section';
import { TextLink } from '../../../ui/text-link/text-link';
import { useDeleteCashBookEntry } from '../api/delete-cash-book-entry';
import { useTransaction } from '../api/get-transaction';
import { cashBookFileUrl } from '../api/transactions-keys';
import { CashBookDialog } from '../components/cash-book-dialog';
import { meansOf } from '../components/transaction-list';
import styles from '../components/transactions.module.css';
import { Loading, NotFoundState, QueryFailed, TransactionsScreen } from '../components/transactions-screen';
import { TRANSACTIONS_TEXTS } from '../transactions.texts';

const T = TRANSACTIONS_TEXTS.detail;

const isType = (value: string | undefined): value is TransactionType =>
  value !== undefined && (TRANSACTION_TYPES as readonly string[]).includes(value);

/** An entry's own part: its note, its receipt file, who wrote it, and 고치기 / 지우기 for 062. */
function EntryPart({ instId, detail }: { instId: string; detail: TransactionDetailResponse }) {
  const navigate = useNavigate();
  const remove = useDeleteCashBookEntry(instId);
  const [editing, setEditing] = useState(false);
  const entry = detail.entry;
  if (!entry) return null;
  const row = detail.transaction;
  return (
    <Section title={T.file}>
      <div className={styles.stack}>
        {entry.file ? (
          <a href={cashBookFileUrl(instId, entry.file.fileNm)} target="_blank" rel="noreferrer">
            {T.openFile(entry.file.name)}
          </a>
        ) : (
          <p className={styles.muted}>{T.noFile}</p>
        )}
        {entry.createdByNm && (
          <p className={styles.muted}>
            {T.createdBy}: {entry.createdByNm}
          </p>
        )}
        {entry.canWrite && (
          <div className={styles.toolbar}>
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              {T.edit}
            </Button>
            <Button
              size="sm"
              variant="outline"
              loading={remove.isPending}
              onClick={async () => {
                if ((await confirmModal({ contents: T.removeConfirm })) !== 'yes') return;
                try {
                  await remove.mutateAsync(row.id);
                  showToast(T.removed);
                  void navigate('/v3/transaction/list');
                } catch (error) {
                  showServerError(error, null);
                }
              }}
            >
              {T.remove}
            </Button>
          </div>
        )}
        {editing && (
          <CashBookDialog
            instId={instId}
            open={editing}
            onOpenChange={setEditing}
            edited={{
              entryId: row.id,
              values: {
                kind: entry.kind,
                category: row.category ?? 'other_expense',
                entryDate: row.date,
                amount: row.amount,
                note: entry.note,
                fileId: entry.file ? (entry.file.fileNm.split('.')[0] ?? null) : null,
              },
              file: entry.file,
            }}
          />
        )}
      </div>
    </Section>
  );
}

function Detail({ inst, type, id }: { inst: ChosenAcademy; type: TransactionType; id: string }) {
  const query = useTransaction(inst.instId, type, id);
  if (query.isPending) return <Loading />;
  if (query.isError) return <QueryFailed error={query.error} onRetry={() => void query.refetch()} />;
  const detail = query.data;
  const row = detail.transaction;
  return (
    <div className={styles.stack}>
      <TextLink to="/v3/transaction/list" variant="muted">
        {T.back}
      </TextLink>
      <Section title={transactionKindLabel(row.type, row.direction)}>
        <Facts>
          <dt>{T.date}</dt>
          <dd>{row.date}</dd>
          <dt>{T.amount}</dt>
          <dd className={row.direction === 'in' ? styles.in : styles.out}>{formatWon(row.amount)}</dd>
          <dt>{T.means}</dt>
          <dd>{row.category ? CASH_BOOK_CATEGORY_LABELS[row.category] : meansOf(row)}</dd>
          {row.studentNm && (
            <>
              <dt>{T.student}</dt>
              <dd>{row.studentNm}</dd>
            </>
          )}
          {row.classNm && (
            <>
              <dt>{T.class}</dt>
              <dd>{row.classNm}</dd>
            </>
          )}
          {row.title && (
            <>
              <dt>{row.type === 'inout' ? T.note : T.title}</dt>
              <dd>{row.title}</dd>
            </>
          )}
          {detail.cardCompany && (
            <>
              <dt>{T.card}</dt>
              <dd>
                {detail.cardCompany} {detail.cardNumberMasked ?? ''}
              </dd>
            </>
          )}
          {detail.explanation && (
            <>
              <dt>{T.explanation}</dt>
              <dd>{detail.explanation}</dd>
            </>
          )}
        </Facts>
      </Section>
      {detail.bills.length > 0 && (
        <Section title={T.bills}>
          <List
            label={T.bills}
            items={detail.bills}
            getKey={(bill) => bill.billId}
            renderItem={(bill) => (
              <ListItem
                to={`/v3/InstBill?billId=${encodeURIComponent(bill.billId)}`}
                title={bill.title}
                description={[bill.studentNm, bill.classNm].filter(Boolean).join(' · ')}
                trailing={formatWon(bill.amount)}
              />
            )}
          />
        </Section>
      )}
      {detail.paymentId && (
        <TextLink to={`/v3/PaymentDetail?paymentId=${encodeURIComponent(detail.paymentId)}`}>{T.receipt}</TextLink>
      )}
      <EntryPart instId={inst.instId} detail={detail} />
    </div>
  );
}

/** 거래 상세 (/v3/transaction/detail/{type}/{id}): one movement with its bill, its receipt and its file. */
export function TransactionDetailPage() {
  const { type, id } = useParams();
  return (
    <TransactionsScreen screen="transactionDetail" fallbackTitle="거래 상세">
      {(inst) => (isType(type) && id ? <Detail inst={inst} type={type} id={id} /> : <NotFoundState />)}
    </TransactionsScreen>
  );
}
