import { ApiError, errorBodyOf } from '../api-client';

/**
 * Spreadsheet downloads (SPEC §7: the xlsx type): fetches a file the server makes and saves it under
 * the name the server gives. Refusals carry the server's Korean message; a failure with no answer
 * or no error body gets a Korean one too.
 */

export const DOWNLOAD_FAILED_MESSAGE = '파일을 내려받지 못했습니다. 잠시 후 다시 시도해 주세요.';

/**
 * The file name of a `Content-Disposition` header: the RFC 5987 `filename*=UTF-8''…` when present,
 * else the plain `filename="…"`, else null.
 */
export function fileNameFromDisposition(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}

export async function downloadXlsx(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', headers: { Accept: '*/*' } });
  } catch (cause) {
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: DOWNLOAD_FAILED_MESSAGE, cause });
  }
  if (!response.ok) {
    const body = await errorBodyOf(await response.json().catch(() => null));
    throw new ApiError({
      status: response.status,
      code: body?.code ?? 'UNEXPECTED_RESPONSE',
      message: body?.message ?? DOWNLOAD_FAILED_MESSAGE,
    });
  }
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
