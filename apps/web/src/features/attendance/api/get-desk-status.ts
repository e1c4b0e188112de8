import { type DeskStatusResponse, deskStatusResponse } from '@academy/domain/attendance/attendance.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const LOCKED: DeskStatusResponse = { unlocked: false, instId: null, instNm: null, expiresAt: null };

/**
 * GET /api/desk/status: whether this browser is an unlocked front desk (its device cookie). An
 * answer that is not the contract counts as locked.
 */
export async function getDeskStatus({ signal }: { signal?: AbortSignal } = {}): Promise<DeskStatusResponse> {
  const body = await api.get<unknown>('/api/desk/status', { signal, silent: true });
  const parsed = deskStatusResponse.safeParse(body);
  return parsed.success ? parsed.data : LOCKED;
}

export const getDeskStatusQueryOptions = () =>
  queryOptions({ queryKey: ['desk', 'status'] as const, queryFn: ({ signal }) => getDeskStatus({ signal }) });

export const useDeskStatus = () => useQuery(getDeskStatusQueryOptions());
