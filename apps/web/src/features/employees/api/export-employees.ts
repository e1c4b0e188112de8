import { useMutation } from '@tanstack/react-query';
import { downloadXlsx } from '../../../lib/download-xlsx';

/** GET /api/insts/:instId/employees/export: the staff as an .xlsx (031 or 032), saved under the server's name. */
export const employeesExportPath = (instId: string) => `/api/insts/${encodeURIComponent(instId)}/employees/export`;

export function exportEmployees(instId: string): Promise<void> {
  return downloadXlsx(employeesExportPath(instId), 'employees.xlsx');
}

export const useExportEmployees = () => useMutation({ mutationFn: exportEmployees });
