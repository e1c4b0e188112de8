import type { BirthdaysResponse } from '@academy/domain/students/students.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { studentsBase, studentsRootKey } from './students-keys';

/** GET /api/insts/:instId/students/birthdays?month=: the month's and the next 30 days' birthdays. */
export const getBirthdays = (instId: string, month: string | undefined, signal?: AbortSignal) =>
  api.get<BirthdaysResponse>(`${studentsBase(instId)}/students/birthdays`, { query: { month }, signal, silent: true });

export const getBirthdaysQueryOptions = (instId: string, month: string | undefined) =>
  queryOptions({
    queryKey: [...studentsRootKey(instId), 'birthdays', month ?? 'current'] as const,
    queryFn: ({ signal }) => getBirthdays(instId, month, signal),
    placeholderData: keepPreviousData,
  });

export const useBirthdays = (instId: string, month: string | undefined) =>
  useQuery(getBirthdaysQueryOptions(instId, month));
