import type { ErrorCode } from '@academy/domain/errors/error-catalog';
import { GENERIC_FAILURE_MESSAGE, UPLOAD_TIMEOUT_MESSAGE } from '@academy/domain/uploads/uploads.rules';
import { ApiError, CSRF_HEADER, csrfTokenOf, errorBodyOf, showFailureModal } from './api-client';

/**
 * A file upload that reports its progress (fetch cannot), for the photo and logo pickers. Speaks
 * the same contract as the API client: CSRF header, JSON answer, `ApiError` with the server's
 * Korean message for a 4xx. A time-out (the connection stalls longer than `timeoutMs`, or a proxy
 * answers 408/504) is the SPEC §8 upload text; a network failure or 5xx the generic one, shown in
 * the failure modal as the API client does.
 */

export type UploadOptions = {
  method?: 'POST' | 'PUT';
  /** The file's field name in the form. */
  field?: string;
  /** 0 to 1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  /** A stalled upload gives up after this long (default 2 minutes: a 10 MB photo on a slow phone). */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** The caller shows every failure itself: no failure modal. */
  silent?: boolean;
  /** For tests: the XMLHttpRequest to use. */
  createRequest?: () => XMLHttpRequest;
};

const DEFAULT_TIMEOUT_MS = 120_000;

async function errorBodyOfText(text: string) {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  return errorBodyOf(json);
}

export function uploadWithProgress<T>(url: string, file: File, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = options.createRequest?.() ?? new XMLHttpRequest();
    const fail = (status: number, code: ErrorCode, message: string) => {
      if (!options.silent) showFailureModal(message);
      reject(new ApiError({ status, code, message }));
    };

    request.open(options.method ?? 'POST', url);
    request.timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    if (typeof document !== 'undefined') {
      const csrf = csrfTokenOf(document.cookie);
      if (csrf) request.setRequestHeader(CSRF_HEADER, csrf);
    }
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('timeout', () => fail(0, 'UPLOAD_TIMEOUT', UPLOAD_TIMEOUT_MESSAGE));
    request.addEventListener('error', () => fail(0, 'NETWORK_ERROR', GENERIC_FAILURE_MESSAGE));
    request.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    request.addEventListener('load', () => {
      const { status, responseText } = request;
      if (status >= 200 && status < 300) {
        options.onProgress?.(1);
        try {
          resolve((responseText === '' ? undefined : JSON.parse(responseText)) as T);
        } catch {
          fail(status, 'UNEXPECTED_RESPONSE', GENERIC_FAILURE_MESSAGE);
        }
        return;
      }
      if (status === 408 || status === 504) return fail(status, 'UPLOAD_TIMEOUT', UPLOAD_TIMEOUT_MESSAGE);
      void errorBodyOfText(responseText).then((body) => {
        if (!body || status >= 500) return fail(status, body?.code ?? 'UNEXPECTED_RESPONSE', GENERIC_FAILURE_MESSAGE);
        reject(new ApiError({ status, code: body.code, message: body.message, fields: body.fields }));
      }, reject);
    });
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });

    const form = new FormData();
    form.append(options.field ?? 'file', file);
    request.send(form);
  });
}
