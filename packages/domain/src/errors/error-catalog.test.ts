import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorCatalog } from './error-catalog';
import { errorResponseSchema } from './error-response.schema';

describe('the error catalogue', () => {
  const entries = Object.entries(errorCatalog);

  it('lists every code once, as the schema enum uses them', () => {
    expect(ERROR_CODES).toEqual(Object.keys(errorCatalog));
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
  });

  it('gives every code an error status and a Korean message without raw codes', () => {
    for (const [code, { status, message }] of entries) {
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
      expect(message, code).toMatch(/[가-힣]/);
      expect(message, code).not.toMatch(/\(\d{2,3}\)|[A-Z]{2,}_[A-Z]/);
      expect(message, code).not.toMatch(/준비 중|준비되면|열리면/);
    }
  });

  it('has a code for each refusal the HTTP layer makes', () => {
    expect(errorCatalog.PAYLOAD_TOO_LARGE.status).toBe(413);
    expect(errorCatalog.URI_TOO_LONG.status).toBe(414);
    expect(errorCatalog.UNSUPPORTED_MEDIA_TYPE.status).toBe(415);
    expect(errorCatalog.HEADERS_TOO_LARGE.status).toBe(431);
    expect(errorCatalog.REQUEST_TIMEOUT.status).toBe(408);
    expect(errorCatalog.ROUTE_NOT_FOUND.status).toBe(404);
  });

  it('holds the codes the web client gives failures that never reached the contract', () => {
    expect(ERROR_CODES).toEqual(expect.arrayContaining(['NETWORK_ERROR', 'UNEXPECTED_RESPONSE', 'UPLOAD_TIMEOUT']));
  });
});

describe('errorResponseSchema', () => {
  it('reads the contract, with or without field messages', () => {
    const refused = { code: 'VALIDATION_FAILED', message: errorCatalog.VALIDATION_FAILED.message };
    expect(errorResponseSchema.parse(refused)).toEqual(refused);
    const withFields = { ...refused, fields: { mobileNo: '휴대폰 번호 형식이 올바르지 않습니다.', _: '입력' } };
    expect(errorResponseSchema.parse(withFields)).toEqual(withFields);
  });

  it('refuses a code outside the catalogue and bodies of another shape', () => {
    expect(errorResponseSchema.safeParse({ code: 'TEAPOT', message: '?' }).success).toBe(false);
    expect(errorResponseSchema.safeParse({ error: 'Bad Request', statusCode: 400, message: 'x' }).success).toBe(false);
    expect(errorResponseSchema.safeParse({ code: 'INTERNAL', message: 'x', fields: { a: 1 } }).success).toBe(false);
  });
});
