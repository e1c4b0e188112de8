import type { BillRemindersResponse } from '@academy/domain/books/reminders.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { billPath, billsQueryKey } from './bills-keys';

/** GET /api/insts/:instId/bills/:billId/reminders: who was reminded of the bill when. */
export function getBillReminders(instId: string, billId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<BillRemindersResponse>(`${billPath(instId, billId)}/reminders`, { signal, silent: true });
}

export const billRemindersQueryOptions = (instId: string, billId: string) =>
  queryOptions({
    queryKey: [...billsQueryKey(instId), 'reminders', billId] as const,
    queryFn: ({ signal }) => getBillReminders(instId, billId, { signal }),
  });

export const useBillReminders = (instId: string, billId: string) => useQuery(billRemindersQueryOptions(instId, billId));
