import type { QueryClient } from '@tanstack/react-query';

/** The root of every students query of one academy; a change invalidates it all (lists, details, members). */
export const studentsRootKey = (instId: string) => ['students', instId] as const;

export function invalidateStudents(queryClient: QueryClient, instId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: studentsRootKey(instId) });
}

export const studentsBase = (instId: string) => `/api/insts/${encodeURIComponent(instId)}`;
export const studentPath = (instId: string, studentId: string) =>
  `${studentsBase(instId)}/students/${encodeURIComponent(studentId)}`;
