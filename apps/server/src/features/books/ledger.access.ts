import { PERM } from '@academy/domain/access/access.permissions';
import type { MemberRule } from '@academy/domain/access/access.rules';

/**
 * Who may read the tuition ledger, the month-end report and the year-end statement
 * (docs/access-matrix.md `## books ledger`, decision 0051):
 * - the ledger, its student detail and the month-end report (with its .xlsx): the director and
 *   managers holding 041 (결제 조회) or 042 (결제 등록) — the academy's books; families never;
 * - the year-end statement (연간 교육비 납입 증명): the office for any student, and parents and
 *   students for their own family's children only (another family's child answers 404).
 * Teachers see no money. Nothing here writes.
 */
export const LEDGER_ACCESS = {
  office: { staff: 'office', perm: [PERM.paymentView, PERM.paymentWrite] },
  statement: { staff: 'office', perm: [PERM.paymentView, PERM.paymentWrite], family: true },
} as const satisfies Record<string, MemberRule>;
