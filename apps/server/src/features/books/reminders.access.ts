import { PERM } from '@academy/domain/access/access.permissions';
import type { MemberRule } from '@academy/domain/access/access.rules';

/**
 * Who may do what with 미납 안내 (docs/access-matrix.md `## books reminders`, decision 0052):
 * - the schedule and what it costs: the director and managers holding 042 (결제 등록) — reminding
 *   families of money owed is writing to them about payments, like sending a bill;
 * - a bill's reminders (who was reminded when): the office that sees the bill, 041 or 042.
 * Families never see the office's record; teachers see no money.
 */
export const REMINDERS_ACCESS = {
  settings: { staff: 'office', perm: PERM.paymentWrite },
  history: { staff: 'office', perm: [PERM.paymentView, PERM.paymentWrite] },
} as const satisfies Record<string, MemberRule>;
