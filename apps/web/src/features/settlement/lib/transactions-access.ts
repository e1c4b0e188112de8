import type { CurrentInst } from '../../../lib/session/use-current-inst';

/** What the office may see and do in 거래 내역 here (the server checks every call again). */
export type TransactionsAccess = {
  /** Payments and refunds: the director, a manager holding 041 or 042. */
  payments: boolean;
  /** The academy's own 입출금: the director, a manager holding 061 or 062. */
  cashBook: boolean;
  /** Record, change and delete 입출금: the director, a manager holding 062. */
  writeCashBook: boolean;
};

/** Teachers never see money, whatever codes they hold; families pay on their own screens. */
export function transactionsAccessOf(inst: Pick<CurrentInst, 'role' | 'can'>): TransactionsAccess {
  const office = inst.role === 'DIRECTOR' || inst.role === 'MANAGER';
  return {
    payments: office && (inst.can('041') || inst.can('042')),
    cashBook: office && (inst.can('061') || inst.can('062')),
    writeCashBook: office && inst.can('062'),
  };
}
