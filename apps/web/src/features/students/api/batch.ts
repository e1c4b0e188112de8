import type { BatchImportResponse, BatchPreviewResponse } from '@academy/domain/students/students.batch';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateStudents, studentsBase } from './students-keys';

/** StudentBatch: POST …/students/batch/preview (the .xlsx) and POST …/students/batch/import (its token). */

export function previewBatch(instId: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload<BatchPreviewResponse>(`${studentsBase(instId)}/students/batch/preview`, form);
}

export const importBatch = (instId: string, previewToken: string) =>
  api.post<BatchImportResponse>(`${studentsBase(instId)}/students/batch/import`, { previewToken });

export const usePreviewBatch = (instId: string) =>
  useMutation({ mutationFn: (file: File) => previewBatch(instId, file) });

export function useImportBatch(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (previewToken: string) => importBatch(instId, previewToken),
    onSuccess: () => invalidateStudents(queryClient, instId),
  });
}
