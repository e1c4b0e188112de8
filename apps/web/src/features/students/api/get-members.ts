import type { MembersQuery, MembersResponse } from '@academy/domain/students/students.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { studentsBase, studentsRootKey } from './students-keys';

export type MembersParams = Partial<MembersQuery>;

/** GET /api/insts/:instId/members: students, parents and staff of the academy. */
export const getMembers = (instId: string, query: MembersParams, signal?: AbortSignal) =>
  api.get<MembersResponse>(`${studentsBase(instId)}/members`, { query, signal, silent: true });

export const getMembersQueryOptions = (instId: string, query: MembersParams) =>
  queryOptions({
    queryKey: [...studentsRootKey(instId), 'members', query] as const,
    queryFn: ({ signal }) => getMembers(instId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useMembers = (instId: string, query: MembersParams) => useQuery(getMembersQueryOptions(instId, query));
