import type { BillDetailResponse } from '@academy/domain/billing/billing.schema';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { LinkedEmptyState } from '../../../lib/screen/screen-states';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { useBill } from '../api/get-bill';
import { BILLING_TEXTS } from '../billing.texts';
import { BillForm } from '../components/bill-form';
import { BillingScreen, Loading, QueryFailed } from '../components/billing-screen';
import { billFormOf, emptyBillForm } from '../lib/bill-form';

const T = BILLING_TEXTS.form;

/** After a save: the bill, opened in its month's list. */
function useOpenBill() {
  const navigate = useNavigate();
  return (bill: BillDetailResponse['bill']) =>
    navigate(`/v3/InstBill?month=${encodeURIComponent(bill.month)}&billId=${encodeURIComponent(bill.billId)}`, {
      replace: true,
    });
}

function CreateBody({ inst }: { inst: ChosenAcademy }) {
  const open = useOpenBill();
  const initial = useMemo(() => emptyBillForm(new Date()), []);
  return <BillForm instId={inst.instId} mode="create" initial={initial} onSaved={(bill) => void open(bill)} />;
}

function EditBody({ inst, billId }: { inst: ChosenAcademy; billId: string }) {
  const bill = useBill(inst.instId, billId);
  const open = useOpenBill();
  const initial = useMemo(() => (bill.data ? billFormOf(bill.data) : null), [bill.data]);
  if (bill.isPending) return <Loading />;
  if (bill.isError) return <QueryFailed error={bill.error} onRetry={() => void bill.refetch()} />;
  if (!bill.data.can.edit || !initial) {
    return (
      <LinkedEmptyState
        title={bill.data.bill.title}
        description={T.editOnlyDraft}
        to={`/v3/InstBill?month=${encodeURIComponent(bill.data.bill.month)}&billId=${encodeURIComponent(billId)}`}
        link={BILLING_TEXTS.detail.back}
      />
    );
  }
  return (
    <BillForm
      key={billId}
      instId={inst.instId}
      mode="edit"
      initial={initial}
      draft={bill.data.bill}
      onSaved={(saved) => void open(saved)}
    />
  );
}

/**
 * /billCreate: a bill written by hand for one student (saved as a draft, or saved and sent after its
 * cost is shown); `?billId=` edits a draft instead. Only the office holding 042 writes bills.
 */
export function BillCreatePage() {
  const [params] = useSearchParams();
  const billId = params.get('billId');
  return (
    <BillingScreen
      screen="billCreate"
      fallbackTitle="청구서 만들기"
      title={billId ? T.editTitle : undefined}
      width="md"
    >
      {(inst, access) =>
        !access.write ? (
          <EmptyState title={BILLING_TEXTS.common.forbidden} description={BILLING_TEXTS.common.writeOnly} />
        ) : billId ? (
          <EditBody inst={inst} billId={billId} />
        ) : (
          <CreateBody inst={inst} />
        )
      }
    </BillingScreen>
  );
}
