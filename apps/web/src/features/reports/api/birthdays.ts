import type { BirthdayBody, BirthdaysResponse, ReportView } from '@academy/domain/reports/reports.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateReports, reportsKeys, reportsPath } from './reports-keys';

/** GET …/reports/birthdays?month=: the students with a birthday in the month, and the greeting already sent. */
export const getBirthdays = (instId: string, month: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<BirthdaysResponse>(`${reportsPath(instId)}/birthdays`, { query: { month }, signal, silent: true });

export const birthdaysQueryOptions = (instId: string, month: string) =>
  queryOptions({
    queryKey: reportsKeys.birthdays(instId, month),
    queryFn: ({ signal }) => getBirthdays(instId, month, { signal }),
    placeholderData: keepPreviousData,
  });

export const useBirthdays = (instId: string, month: string) => useQuery(birthdaysQueryOptions(instId, month));

/** POST …/reports/birthdays (201): the greeting is sent to the family at once. */
export const sendBirthday = (instId: string, body: BirthdayBody) =>
  api.post<ReportView>(`${reportsPath(instId)}/birthdays`, body, { silent: true });

export function useSendBirthday(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BirthdayBody) => sendBirthday(instId, body),
    onSuccess: () => invalidateReports(queryClient, instId),
  });
}
