import { useMutation } from '@tanstack/react-query';
import { downloadXlsx } from '../../../lib/download-xlsx';
import { studentsBase } from './students-keys';

/** The students area's .xlsx downloads (the batch template, the students export), saved under the server's name. */

export const templatePath = (instId: string) => `${studentsBase(instId)}/students/batch/template`;
export const exportPath = (instId: string) => `${studentsBase(instId)}/students/export`;

export const useDownloadXlsx = () =>
  useMutation({
    mutationFn: ({ path, fallbackName }: { path: string; fallbackName: string }) => downloadXlsx(path, fallbackName),
  });
