import type { CurrentInst } from '../../../lib/session/use-current-inst';

/** Parents and students pay their own family's bills (PRODUCT journey 4). */
export const isFamily = (inst: Pick<CurrentInst, 'role'>) => inst.role === 'PARENT' || inst.role === 'STUDENT';

/**
 * Who may read payments and receipts: a family its own, the office (the director, a manager holding
 * 041 or 042) every one of the academy's. Teachers see no money. The server checks each call again.
 */
export function mayReadPayments(inst: Pick<CurrentInst, 'role' | 'can'>): boolean {
  if (isFamily(inst)) return true;
  return (inst.role === 'DIRECTOR' || inst.role === 'MANAGER') && (inst.can('041') || inst.can('042'));
}

/** Who may refund a bill (/v3/CancelPayment): the director, a manager holding 042 (결제 등록). */
export function mayRefund(inst: Pick<CurrentInst, 'role' | 'can'>): boolean {
  return (inst.role === 'DIRECTOR' || inst.role === 'MANAGER') && inst.can('042');
}
