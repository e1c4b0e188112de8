import { PERM } from '@academy/domain/access/access.permissions';
import type { MemberRule } from '@academy/domain/access/access.rules';

/**
 * Who may do what with bills and payments (docs/access-matrix.md `## billing`, decision 0049):
 * - reading bills and payments: the director and managers holding 041 (결제 조회) or 042 (결제 등록),
 *   every bill of the academy; parents and students, only their own family's bills once sent
 *   (drafts stay with the office);
 * - writing (making, editing, sending, cancelling bills, recording cash and transfers, refunds): the
 *   director and managers holding 042;
 * - paying: parents and students, for their own family's bills only.
 * Teachers see no money.
 */
export const BILLING_ACCESS = {
  read: { staff: 'office', perm: [PERM.paymentView, PERM.paymentWrite], family: true },
  /** The office's own settings (automatic issue): no family. */
  officeRead: { staff: 'office', perm: [PERM.paymentView, PERM.paymentWrite] },
  write: { staff: 'office', perm: PERM.paymentWrite },
  pay: { family: true },
} as const satisfies Record<string, MemberRule>;
