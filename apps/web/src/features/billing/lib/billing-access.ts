import type { CurrentInst } from '../../../lib/session/use-current-inst';

/** What the office may do with the academy's bills here (the server checks every call again). */
export type BillingAccess = {
  /** See every bill and payment: the director, a manager holding 041 (결제 조회) or 042 (결제 등록). */
  read: boolean;
  /** Make, edit, send, cancel and record money: the director, a manager holding 042. */
  write: boolean;
};

/**
 * The office's standing on bills. Teachers never see money, whatever codes they hold, and parents
 * and students pay their own bills on /v3/payment instead.
 */
export function billingAccessOf(inst: Pick<CurrentInst, 'role' | 'can'>): BillingAccess {
  const office = inst.role === 'DIRECTOR' || inst.role === 'MANAGER';
  return {
    read: office && (inst.can('041') || inst.can('042')),
    write: office && inst.can('042'),
  };
}
