import type { ErrorCode } from '@academy/domain/errors/error-catalog';
import type { ErrorResponse } from '@academy/domain/errors/error-response.schema';
import {
  GENERIC_FAILURE_MESSAGE,
  UPLOAD_TIMEOUT_MESSAGE,
  uploadFailureMessage,
} from '@academy/domain/uploads/uploads.rules';
import { readCookie } from '@academy/domain/web/web.cookie';
import { okModal } from './modal';

/** The server sets this readable cookie beside the session; state-changing requests echo it (CSRF). */
export const CSRF_COOKIE = 'academy_csrf';

/**
 * The CSRF token from the cookie: under its `__Host-` name when the server runs for real (HTTPS),
 * under its plain name on a local server.
 */
export function csrfTokenOf(cookieText: string): string | null {
  return readCookie(cookieText, `__Host-${CSRF_COOKIE}`) ?? readCookie(cookieText, CSRF_COOKIE);
}
export const CSRF_HEADER = 'X-CSRF-Token';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A field's message, keyed by the request field's path (e.g. `mobileNo`, `lectureList.0.start`). */
export type ApiFieldErrors = Record<string, string>;

/**
 * Every failed call throws this: the server's `{ code, message, fields? }` plus the HTTP status (0 without a
 * response). `code` is one of the domain's catalogue, so every comparison with it is type-checked; a failure
 * that never reached the contract is `NETWORK_ERROR` (no answer) or `UNEXPECTED_RESPONSE` (not the contract).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: ApiFieldErrors | undefined;

  constructor(init: { status: number; code: ErrorCode; message: string; fields?: ApiFieldErrors; cause?: unknown }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
  }

  /** A validation failure with messages for the form's fields (shown inline, never in a modal). */
  get hasFieldErrors(): boolean {
    return this.fields !== undefined && Object.keys(this.fields).length > 0;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type QueryValue = string | number | boolean | null | undefined;

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Appended to the URL; null and undefined are left out, arrays repeat the key. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** Sent as JSON, or as it is when it is FormData (an upload). */
  body?: unknown;
  /** There is no default time-out (SPEC §7); pass e.g. `AbortSignal.timeout(5000)` where one is wanted. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The caller handles every failure itself: no failure modal. */
  silent?: boolean;
};

export type ApiClientDeps = {
  fetch?: typeof fetch;
  /** Prefix for every path (same origin by default). */
  baseUrl?: string;
  /** Shows an unexpected failure to the user (default: the ok modal, once per message at a time). */
  notifyFailure?: (message: string) => void;
};

const openFailures = new Set<string>();

/** The default failure notice: an ok modal, not repeated while the same one is still open or waiting. */
export function showFailureModal(message: string): void {
  if (openFailures.has(message)) return;
  openFailures.add(message);
  void okModal({ contents: message }).finally(() => openFailures.delete(message));
}

function buildUrl(baseUrl: string, path: string, query: ApiRequestOptions['query']): string {
  const url = `${baseUrl}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) if (item !== null && item !== undefined) params.append(key, String(item));
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

type NamedError = { name: string; message?: unknown };

// Duck-typed: a DOMException (AbortError, TimeoutError) is not always an Error of this realm.
function isNamedError(error: unknown): error is NamedError {
  return typeof error === 'object' && error !== null && typeof (error as NamedError).name === 'string';
}

function errorText(error: unknown): string {
  return isNamedError(error) ? `${error.name} ${String(error.message ?? '')}` : String(error);
}

/**
 * A parsed answer as the error contract, or null when it is not one (e.g. a proxy's page or an unknown
 * code). The schema (and Zod) loads with the first failure, not with the app (decision 0044).
 */
export async function errorBodyOf(value: unknown): Promise<ErrorResponse | null> {
  const { errorResponseSchema } = await import('@academy/domain/errors/error-response.schema');
  const parsed = errorResponseSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

async function readBody(response: Response): Promise<{ text: string; json: unknown; isJson: boolean }> {
  const text = await response.text();
  if (text === '') return { text, json: undefined, isJson: false };
  try {
    return { text, json: JSON.parse(text), isJson: true };
  } catch {
    return { text, json: undefined, isJson: false };
  }
}

/**
 * The HTTP client of the web app (SPEC §7): JSON, same-origin cookies, no default time-out.
 * Failures throw ApiError. Unexpected ones (no response, 5xx, a body that is not the error contract)
 * also open the SPEC §8 generic failure modal, or the upload-failure text when an upload's error
 * mentions a timeout. Expected ones (4xx, including 400 with `fields`) are only thrown: forms show
 * field errors inline and screens decide what a 4xx means.
 */
export function createApiClient(deps: ApiClientDeps = {}) {
  const baseUrl = deps.baseUrl ?? '';
  const notifyFailure = deps.notifyFailure ?? showFailureModal;

  async function request<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
    const fetchImpl = deps.fetch ?? globalThis.fetch;
    const isUpload = options.body instanceof FormData;
    const headers = new Headers(options.headers);
    headers.set('Accept', 'application/json');
    let body: BodyInit | undefined;
    if (isUpload) body = options.body as FormData;
    else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }

    const unexpected = (init: { status: number; code: ErrorCode; text: string; cause?: unknown }) => {
      const message = isUpload ? uploadFailureMessage(init.text) : GENERIC_FAILURE_MESSAGE;
      if (!options.silent) notifyFailure(message);
      return new ApiError({ status: init.status, code: init.code, message, cause: init.cause });
    };

    const method = options.method ?? (body === undefined ? 'GET' : 'POST');
    if (UNSAFE_METHODS.has(method) && typeof document !== 'undefined') {
      const csrf = csrfTokenOf(document.cookie);
      if (csrf) headers.set(CSRF_HEADER, csrf);
    }

    let response: Response;
    try {
      response = await fetchImpl(buildUrl(baseUrl, path, options.query), {
        method,
        headers,
        body,
        signal: options.signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      // Cancelled by the caller (e.g. TanStack Query dropping a stale request): not a failure to show.
      if (isNamedError(error) && error.name === 'AbortError') throw error;
      throw unexpected({ status: 0, code: 'NETWORK_ERROR', text: errorText(error), cause: error });
    }

    let payload: Awaited<ReturnType<typeof readBody>>;
    try {
      payload = await readBody(response);
    } catch (error) {
      throw unexpected({ status: response.status, code: 'NETWORK_ERROR', text: errorText(error), cause: error });
    }

    if (response.ok) {
      if (payload.text === '') return undefined as T;
      if (!payload.isJson)
        throw unexpected({ status: response.status, code: 'UNEXPECTED_RESPONSE', text: payload.text });
      return payload.json as T;
    }

    const errorBody = await errorBodyOf(payload.json);
    if (!errorBody) throw unexpected({ status: response.status, code: 'UNEXPECTED_RESPONSE', text: payload.text });
    const { code, message, fields } = errorBody;
    const error = new ApiError({ status: response.status, code, message, fields });
    if (error.hasFieldErrors) throw error;
    if (isUpload && uploadFailureMessage(`${code} ${message}`) === UPLOAD_TIMEOUT_MESSAGE) {
      if (!options.silent) notifyFailure(UPLOAD_TIMEOUT_MESSAGE);
      throw new ApiError({ status: response.status, code, message: UPLOAD_TIMEOUT_MESSAGE, fields });
    }
    if (response.status >= 500 && !options.silent) notifyFailure(GENERIC_FAILURE_MESSAGE);
    throw error;
  }

  type Options = Omit<ApiRequestOptions, 'method' | 'body'>;
  return {
    request,
    get: <T>(path: string, options?: Options) => request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: Options) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, options?: Options) => request<T>(path, { ...options, method: 'PUT', body }),
    patch: <T>(path: string, body?: unknown, options?: Options) =>
      request<T>(path, { ...options, method: 'PATCH', body }),
    delete: <T>(path: string, options?: Options) => request<T>(path, { ...options, method: 'DELETE' }),
    /** multipart/form-data; the browser sets the boundary. */
    upload: <T>(path: string, form: FormData, options?: Options & { method?: 'POST' | 'PUT' }) =>
      request<T>(path, { ...options, method: options?.method ?? 'POST', body: form }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client. Feature `api/` files call it: `api.get<Thing>('/api/things/1', { signal })`. */
export const api = createApiClient();
