import { PERM } from '@academy/domain/access/access.permissions';
import type { MemberRule } from '@academy/domain/access/access.rules';
import { type Caller, callerHolds } from '../../platform/access/access';

/**
 * Who may see the academy's books (docs/access-matrix.md `## books transactions`, decision 0050):
 * - 거래 내역 (the list, its export, one movement): the director and managers holding any of 041,
 *   042 (결제) or 061, 062 (입출금). What a manager sees follows the codes held: payments and
 *   refunds only with 041/042, 입출금 entries only with 061/062 — a manager holding only 061 sees
 *   the academy's own income and expenses and no family's payment;
 * - 입출금 written (an entry made, changed or deleted, its receipt uploaded): the director and
 *   managers holding 062.
 * Teachers, parents and students see none of it.
 */
export const BOOKS_TRANSACTIONS_ACCESS = {
  read: { staff: 'office', perm: [PERM.paymentView, PERM.paymentWrite, PERM.cashView, PERM.cashWrite] },
  cashBookRead: { staff: 'office', perm: [PERM.cashView, PERM.cashWrite] },
  cashBookWrite: { staff: 'office', perm: PERM.cashWrite },
} as const satisfies Record<string, MemberRule>;

/** The parts of the books a caller the route admitted sees. */
export function booksSightOf(caller: Caller) {
  return {
    payments: callerHolds(caller, PERM.paymentView) || callerHolds(caller, PERM.paymentWrite),
    cashBook: callerHolds(caller, PERM.cashView) || callerHolds(caller, PERM.cashWrite),
    writeCashBook: callerHolds(caller, PERM.cashWrite),
  };
}
export type BooksSight = ReturnType<typeof booksSightOf>;
