import type { QueryClient } from '@tanstack/react-query';

/** Every reports query of an academy starts with this key, so one invalidation refreshes them all. */
export const reportsKeys = {
  all: (instId: string) => ['reports', instId] as const,
  list: (instId: string, classId: string | null, month: string | null) =>
    ['reports', instId, 'list', classId, month] as const,
  lists: (instId: string) => ['reports', instId, 'list'] as const,
  batch: (instId: string, batchId: string) => ['reports', instId, 'batch', batchId] as const,
  report: (instId: string, reportId: string) => ['reports', instId, 'report', reportId] as const,
  student: (instId: string, studentId: string) => ['reports', instId, 'student', studentId] as const,
  birthdays: (instId: string, month: string) => ['reports', instId, 'birthdays', month] as const,
  people: (instId: string) => ['reports', instId, 'people'] as const,
};

export const reportsPath = (instId: string) => `/api/insts/${encodeURIComponent(instId)}/reports`;
export const reportPath = (instId: string, reportId: string) =>
  `${reportsPath(instId)}/${encodeURIComponent(reportId)}`;

/** After reports were composed or sent: the lists, the students' lists and the reports themselves. */
export function invalidateReports(queryClient: QueryClient, instId: string): Promise<unknown> {
  return queryClient.invalidateQueries({ queryKey: reportsKeys.all(instId) });
}
