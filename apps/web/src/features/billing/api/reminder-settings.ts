import type { ReminderSchedule } from '@academy/domain/books/reminders.rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { billsQueryKey } from './bills-keys';

const settingsPath = (instId: string) => `/api/insts/${encodeURIComponent(instId)}/bill-reminders/settings`;

/** GET /api/insts/:instId/bill-reminders/settings: 미납 안내 on or off, and its schedule. */
export function getReminderSettings(instId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<ReminderSchedule>(settingsPath(instId), { signal, silent: true });
}

export const reminderSettingsQueryOptions = (instId: string) =>
  queryOptions({
    queryKey: [...billsQueryKey(instId), 'reminder-settings'] as const,
    queryFn: ({ signal }) => getReminderSettings(instId, { signal }),
  });

export const useReminderSettings = (instId: string, enabled = true) =>
  useQuery({ ...reminderSettingsQueryOptions(instId), enabled });

/** PUT /api/insts/:instId/bill-reminders/settings: saved whole. */
export function saveReminderSettings(instId: string, body: ReminderSchedule): Promise<ReminderSchedule> {
  return api.put<ReminderSchedule>(settingsPath(instId), body);
}

export function useSaveReminderSettings(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderSchedule) => saveReminderSettings(instId, body),
    onSuccess: (saved) => queryClient.setQueryData(reminderSettingsQueryOptions(instId).queryKey, saved),
  });
}
