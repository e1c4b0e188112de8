import { GENERIC_FAILURE_MESSAGE, UPLOAD_TIMEOUT_MESSAGE } from '@academy/domain/uploads/uploads.rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { store } from '../store/store';
import { ApiError, createApiClient, csrfTokenOf, showFailureModal } from './api-client';
import { dismissAllModals } from './modal';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(response: Response | (() => Promise<Response>)) {
  const fetch = vi.fn<typeof globalThis.fetch>(typeof response === 'function' ? response : async () => response);
  const notifyFailure = vi.fn<(message: string) => void>();
  return { fetch, notifyFailure, api: createApiClient({ fetch, notifyFailure }) };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => dismissAllModals());

describe('requests', () => {
  it('sends JSON with same-origin credentials and no time-out of its own', async () => {
    const { fetch, api } = setup(json({ id: 'n1' }, 201));
    await expect(
      api.post('/api/notices', { title: '휴원 안내' }, { query: { instId: 'i1', draft: undefined } }),
    ).resolves.toEqual({
      id: 'n1',
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/notices?instId=i1');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe(JSON.stringify({ title: '휴원 안내' }));
    expect(init?.signal).toBeUndefined();
    const headers = new Headers(init?.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept')).toBe('application/json');
  });

  it('sends no content type without a body, and repeats array query values', async () => {
    const { fetch, api } = setup(json([]));
    await api.get('/api/students', { query: { classId: ['c1', 'c2'] } });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/students?classId=c1&classId=c2');
    expect(new Headers(init?.headers).has('content-type')).toBe(false);
  });

  it('returns undefined for an empty success', async () => {
    const { api } = setup(new Response(null, { status: 204 }));
    await expect(api.delete('/api/notices/n1')).resolves.toBeUndefined();
  });

  it('lets the browser set the multipart type for uploads', async () => {
    const { fetch, api } = setup(json({ fileId: 'f1' }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await api.upload('/api/files', form);
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('content-type')).toBe(false);
  });
});

describe('CSRF', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting the CSRF cookie
    document.cookie = 'academy_csrf=; Max-Age=0; Path=/';
  });

  it('echoes the CSRF cookie on state-changing requests only', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting the CSRF cookie
    document.cookie = 'academy_csrf=tok123; Path=/';
    const { fetch, api } = setup(async () => json({ ok: true }));
    await api.post('/api/account/email', { email: 'a@b.kr' });
    await api.get('/api/auth/me');
    await api.delete('/api/account/family/1');
    const headerOf = (index: number) => new Headers(fetch.mock.calls[index]?.[1]?.headers).get('X-CSRF-Token');
    expect(headerOf(0)).toBe('tok123');
    expect(headerOf(1)).toBeNull();
    expect(headerOf(2)).toBe('tok123');
  });

  it('reads the token under its __Host- name when the server runs for real', () => {
    expect(csrfTokenOf('a=1; __Host-academy_csrf=real1; b=2')).toBe('real1');
    expect(csrfTokenOf('academy_csrf=local1')).toBe('local1');
    expect(csrfTokenOf('other=1')).toBeNull();
  });

  it('sends no header without the cookie', async () => {
    const { fetch, api } = setup(json({ ok: true }));
    await api.post('/api/auth/login', { userInputId: 'director', pw: 'x' });
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('X-CSRF-Token')).toBeNull();
  });
});

describe('errors', () => {
  it('a 5xx throws ApiError and opens the generic failure modal', async () => {
    const { api, notifyFailure } = setup(json({ code: 'INTERNAL', message: GENERIC_FAILURE_MESSAGE }, 500));
    const error = await caught(api.get('/api/things'));
    expect(error).toMatchObject({ status: 500, code: 'INTERNAL' });
    expect(notifyFailure).toHaveBeenCalledExactlyOnceWith(GENERIC_FAILURE_MESSAGE);
  });

  it('a network failure throws NETWORK_ERROR with the generic message and opens the modal', async () => {
    const { api, notifyFailure } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await caught(api.get('/api/things'));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: GENERIC_FAILURE_MESSAGE });
    expect(notifyFailure).toHaveBeenCalledExactlyOnceWith(GENERIC_FAILURE_MESSAGE);
  });

  it('a body that is not JSON is unexpected', async () => {
    const { api, notifyFailure } = setup(new Response('<html>Bad Gateway</html>', { status: 502 }));
    const error = await caught(api.get('/api/things'));
    expect(error).toMatchObject({ status: 502, code: 'UNEXPECTED_RESPONSE' });
    expect(notifyFailure).toHaveBeenCalledExactlyOnceWith(GENERIC_FAILURE_MESSAGE);

    const ok = setup(new Response('not json', { status: 200 }));
    await expect(caught(ok.api.get('/api/things'))).resolves.toMatchObject({ code: 'UNEXPECTED_RESPONSE' });
    expect(ok.notifyFailure).toHaveBeenCalledOnce();
  });

  it('a 4xx body with a code outside the catalogue is not the contract: unexpected, with the generic text', async () => {
    const { api, notifyFailure } = setup(json({ code: 'TEAPOT', message: 'short and stout' }, 418));
    const error = await caught(api.get('/api/things'));
    expect(error).toMatchObject({ status: 418, code: 'UNEXPECTED_RESPONSE', message: GENERIC_FAILURE_MESSAGE });
    expect(notifyFailure).toHaveBeenCalledExactlyOnceWith(GENERIC_FAILURE_MESSAGE);
  });

  it('every framework refusal the server can send is read as the contract', async () => {
    for (const code of ['URI_TOO_LONG', 'HEADERS_TOO_LARGE', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'] as const) {
      const { api, notifyFailure } = setup(json({ code, message: '요청이 너무 큽니다.' }, 400));
      await expect(caught(api.get('/api/things'))).resolves.toMatchObject({ code, message: '요청이 너무 큽니다.' });
      expect(notifyFailure).not.toHaveBeenCalled();
    }
  });

  it('field errors are returned for the form, never shown in the modal', async () => {
    const fields = { mobileNo: '휴대폰 번호 형식이 올바르지 않습니다. 다시 입력해 주세요.' };
    const { api, notifyFailure } = setup(
      json({ code: 'VALIDATION_FAILED', message: '입력한 내용을 다시 확인해 주세요.', fields }, 400),
    );
    const error = await caught(api.post('/api/students', { mobileNo: '0101' }));
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', fields });
    expect(error.hasFieldErrors).toBe(true);
    expect(notifyFailure).not.toHaveBeenCalled();
  });

  it('other 4xx errors are thrown with the server message for the screen to handle', async () => {
    const { api, notifyFailure } = setup(json({ code: 'FORBIDDEN', message: '이 작업을 할 권한이 없습니다.' }, 403));
    await expect(caught(api.get('/api/bills'))).resolves.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: '이 작업을 할 권한이 없습니다.',
    });
    expect(notifyFailure).not.toHaveBeenCalled();
  });

  it("an upload error mentioning 'timeout' shows the upload failure text", async () => {
    const form = new FormData();
    const timedOut = setup(() => Promise.reject(new DOMException('signal timed out', 'TimeoutError')));
    await expect(caught(timedOut.api.upload('/api/files', form))).resolves.toMatchObject({
      message: UPLOAD_TIMEOUT_MESSAGE,
    });
    expect(timedOut.notifyFailure).toHaveBeenCalledExactlyOnceWith(UPLOAD_TIMEOUT_MESSAGE);

    const gateway = setup(new Response('upstream request timeout', { status: 504 }));
    await caught(gateway.api.upload('/api/files', form));
    expect(gateway.notifyFailure).toHaveBeenCalledExactlyOnceWith(UPLOAD_TIMEOUT_MESSAGE);

    const server = setup(json({ code: 'SERVICE_UNAVAILABLE', message: 'storage timeout' }, 503));
    await caught(server.api.upload('/api/files', form));
    expect(server.notifyFailure).toHaveBeenCalledExactlyOnceWith(UPLOAD_TIMEOUT_MESSAGE);
  });

  it('a timeout outside an upload is the generic failure', async () => {
    const { api, notifyFailure } = setup(() => Promise.reject(new DOMException('signal timed out', 'TimeoutError')));
    await caught(api.get('/api/things'));
    expect(notifyFailure).toHaveBeenCalledExactlyOnceWith(GENERIC_FAILURE_MESSAGE);
  });

  it('a request cancelled by its caller is rethrown as it is, with no modal', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { api, notifyFailure } = setup(() => Promise.reject(abort));
    await expect(api.get('/api/things')).rejects.toBe(abort);
    expect(notifyFailure).not.toHaveBeenCalled();
  });

  it('silent calls never open the modal', async () => {
    const { api, notifyFailure } = setup(json({ code: 'INTERNAL', message: '오류' }, 500));
    await caught(api.get('/api/system/config', { silent: true }));
    expect(notifyFailure).not.toHaveBeenCalled();
  });
});

describe('default failure notice', () => {
  it('opens the ok modal with the SPEC §8 text once, however many calls fail together', () => {
    showFailureModal(GENERIC_FAILURE_MESSAGE);
    showFailureModal(GENERIC_FAILURE_MESSAGE);
    expect(store.getState().modal).toMatchObject({ open: true, contents: GENERIC_FAILURE_MESSAGE });
    expect(store.getState().modal.buttons).toEqual([{ label: '확인', value: 'ok', variant: 'primary' }]);
    dismissAllModals();
    expect(store.getState().modal.open).toBe(false);
  });

  it('is what the client uses by default', async () => {
    const api = createApiClient({ fetch: async () => json({ code: 'INTERNAL', message: '오류' }, 500) });
    await caught(api.get('/api/things'));
    expect(store.getState().modal).toMatchObject({ open: true, contents: GENERIC_FAILURE_MESSAGE });
  });
});
