import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { uploadWithProgress } from './upload-with-progress';

/** A stand-in XMLHttpRequest: records what was sent and lets the test play the network's part. */
class FakeRequest extends EventTarget {
  method = '';
  url = '';
  timeout = 0;
  withCredentials = false;
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  body: unknown;
  upload = new EventTarget();
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.dispatchEvent(new Event('abort'));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
  }
}

const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

function start(options: Parameters<typeof uploadWithProgress>[2] = {}) {
  const request = new FakeRequest();
  const promise = uploadWithProgress<{ ok: boolean }>('/api/account/profile-image', file, {
    silent: true,
    createRequest: () => request as unknown as XMLHttpRequest,
    ...options,
  });
  return { request, promise };
}

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting the CSRF cookie
  document.cookie = 'academy_csrf=; max-age=0; path=/';
});

describe('uploadWithProgress', () => {
  it('sends the file as multipart with the CSRF header and reports progress', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting the CSRF cookie
    document.cookie = 'academy_csrf=csrf-123; path=/';
    const onProgress = vi.fn();
    const { request, promise } = start({ method: 'PUT', onProgress });
    expect([request.method, request.url, request.withCredentials]).toEqual(['PUT', '/api/account/profile-image', true]);
    expect(request.headers['X-CSRF-Token']).toBe('csrf-123');
    expect((request.body as FormData).get('file')).toBeInstanceOf(File);
    expect(request.timeout).toBe(120_000);
    request.progress(50, 200);
    expect(onProgress).toHaveBeenLastCalledWith(0.25);
    request.answer(200, { ok: true });
    await expect(promise).resolves.toEqual({ ok: true });
    expect(onProgress).toHaveBeenLastCalledWith(1);
  });

  it('rejects with the server’s Korean refusal', async () => {
    const { request, promise } = start();
    request.answer(415, {
      code: 'IMAGE_FILE_TYPE',
      message: '이미지 파일(jpg, jpeg, png, heif, heic)만 올릴 수 있습니다.',
    });
    const error = await promise.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 415,
      code: 'IMAGE_FILE_TYPE',
      message: '이미지 파일(jpg, jpeg, png, heif, heic)만 올릴 수 있습니다.',
    });
  });

  it('turns a time-out, or a proxy’s 504, into the SPEC §8 upload message', async () => {
    const message = '[파일 업로드 실패] 파일이 너무 크거나 네트워크 속도가 느립니다. 네트워크 상태를 확인해 주세요.';
    const stalled = start({ timeoutMs: 5000 });
    expect(stalled.request.timeout).toBe(5000);
    stalled.request.dispatchEvent(new Event('timeout'));
    await expect(stalled.promise).rejects.toMatchObject({ code: 'UPLOAD_TIMEOUT', message });
    const gateway = start();
    gateway.request.answer(504, '<html>Gateway Timeout</html>');
    await expect(gateway.promise).rejects.toMatchObject({ status: 504, message });
  });

  it('answers the generic failure text for a network failure or a 5xx', async () => {
    const generic =
      '일시적인 오류가 발생하였습니다. 잠시 후 다시 시도해 주시기 바랍니다. 지속적으로 발생할 경우 고객센터로 문의해 주세요.';
    const offline = start();
    offline.request.dispatchEvent(new Event('error'));
    await expect(offline.promise).rejects.toMatchObject({ code: 'NETWORK_ERROR', message: generic });
    const broken = start();
    broken.request.answer(503, { code: 'FILE_STORAGE_UNAVAILABLE', message: '파일 저장소에 연결할 수 없습니다.' });
    await expect(broken.promise).rejects.toMatchObject({ status: 503, message: generic });
  });
});
