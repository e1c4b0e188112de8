import type { RefundRule } from '@academy/domain/billing/billing.constants';
import type { RefundView } from '@academy/domain/billing/refund.schema';
import type { RefundRow } from './refunds.queries';

/** A refund as a bill's detail lists it. */
export function toRefundView(row: RefundRow): RefundView {
  return {
    cancelId: row.id,
    paymentId: row.payment_id,
    method: row.method,
    amount: row.amount,
    status: row.status,
    rule: row.refund_rule as RefundRule | null,
    explanation: row.explanation,
    reason: row.reason,
    dueDate: row.due_date,
    createdAt: row.created_at.toISOString(),
    doneAt: row.done_at?.toISOString() ?? null,
  };
}
