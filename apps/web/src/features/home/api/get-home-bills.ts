import type { BillListResponse } from '@academy/domain/billing/billing.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** How many of the bills still due a family's card lists (the total counts them all). */
export const HOME_DUE_BILLS_SIZE = 3;

const billsPath = (instId: string) => `/api/insts/${encodeURIComponent(instId)}/bills`;

/**
 * GET /api/insts/:instId/bills?month=: the office's month at a glance — only its totals (청구, 수납,
 * 미수) are shown, which the server sums over every bill of the month, so one row is asked for.
 */
export const useHomeMonthBills = (instId: string, month: string) =>
  useQuery({
    queryKey: ['home', 'bills', instId, 'month', month] as const,
    // Money on a home is read again each time the home opens: a payment elsewhere changes it.
    refetchOnMount: 'always',
    queryFn: ({ signal }) =>
      api.get<BillListResponse>(billsPath(instId), { query: { month, limit: 1 }, signal, silent: true }),
  });

/**
 * GET /api/insts/:instId/bills?unpaid=true(&studentId=): what a family still has to pay — a
 * student's own, or one child's on a parent's home — the first few bills and the total still owed.
 */
export const useHomeDueBills = (instId: string, studentId?: string) =>
  useQuery({
    queryKey: ['home', 'bills', instId, 'due', studentId ?? ''] as const,
    refetchOnMount: 'always',
    queryFn: ({ signal }) =>
      api.get<BillListResponse>(billsPath(instId), {
        query: { unpaid: 'true', studentId, limit: HOME_DUE_BILLS_SIZE },
        signal,
        silent: true,
      }),
  });
