import { PERM } from '@academy/domain/access/access.permissions';
import type { MemberRule } from '@academy/domain/access/access.rules';

/**
 * Who may see the academy's settlements and payouts (docs/access-matrix.md `## books settlement`,
 * decision 0053):
 * - 정산 내역 and 다시 맞춰 보기 (fetching the provider's report again, which changes no money):
 *   the director and managers holding 041 (결제 조회);
 * - 지급대행 (the academy as the provider's seller, with the account its money is paid out to): the
 *   director only — it decides where the academy's money goes.
 * Teachers and families see none of it.
 */
export const SETTLEMENT_ACCESS = {
  read: { staff: 'office', perm: PERM.paymentView },
  payouts: { staff: 'director' },
} as const satisfies Record<string, MemberRule>;
