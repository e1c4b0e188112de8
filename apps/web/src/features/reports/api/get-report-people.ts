import type { AttendanceScopeResponse } from '@academy/domain/attendance/attendance.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportsKeys } from './reports-keys';

/**
 * GET /api/insts/:instId/attendance/scope: the students the caller may look at (staff: those of
 * their classes; a parent: their linked children; a student: themself), the one list of them the
 * academy keeps. The reports API has no student picker of its own; the server still checks each
 * student's reports against the reports' own rule (a student outside it answers 404).
 */
export const getReportPeople = (instId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<AttendanceScopeResponse>(`/api/insts/${encodeURIComponent(instId)}/attendance/scope`, {
    signal,
    silent: true,
  });

export const reportPeopleQueryOptions = (instId: string) =>
  queryOptions({
    queryKey: reportsKeys.people(instId),
    queryFn: ({ signal }) => getReportPeople(instId, { signal }),
  });

export const useReportPeople = (instId: string) => useQuery(reportPeopleQueryOptions(instId));
