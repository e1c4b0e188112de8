import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { studentsBase } from './students-keys';

/**
 * Downloads an .xlsx the server makes (the batch template, the students export) and saves it under
 * the name the server gives. Refusals carry the server's Korean message.
 */
export async function downloadXlsx(path: string, fallbackName: string): Promise<void> {
  const response = await fetch(path, { credentials: 'same-origin', headers: { Accept: '*/*' } });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiError({
      status: response.status,
      code: body?.code ?? 'UNEXPECTED_RESPONSE',
      message: body?.message ?? '파일을 내려받지 못했습니다. 잠시 후 다시 시도해 주세요.',
    });
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const fileName = encoded ? decodeURIComponent(encoded) : fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const templatePath = (instId: string) => `${studentsBase(instId)}/students/batch/template`;
export const exportPath = (instId: string) => `${studentsBase(instId)}/students/export`;

export const useDownloadXlsx = () =>
  useMutation({
    mutationFn: ({ path, fallbackName }: { path: string; fallbackName: string }) => downloadXlsx(path, fallbackName),
  });
