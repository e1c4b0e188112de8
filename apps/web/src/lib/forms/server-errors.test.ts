import type { UseFormSetError } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../store/store';
import { ApiError } from '../api-client';
import { dismissAllModals } from '../modal';
import { alreadyReported, errorMessageOf, refusalMessage, showRefusal, showServerError } from './server-errors';

type Form = { userNm: string; subjects: string[]; code: string };

const refused = (init: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: '입력한 내용을 다시 확인해 주세요.', ...init });

const modal = () => store.getState().modal;

const fakeSetError = () => vi.fn<UseFormSetError<Form>>();

afterEach(() => dismissAllModals());

describe('alreadyReported and refusalMessage', () => {
  it.each([
    ['no answer', new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'x' })],
    ['a 5xx', new ApiError({ status: 500, code: 'INTERNAL', message: 'x' })],
    ['an answer outside the contract', new ApiError({ status: 200, code: 'UNEXPECTED_RESPONSE', message: 'x' })],
  ])('leaves %s to the API client', (_, error) => {
    expect(alreadyReported(error)).toBe(true);
    expect(refusalMessage(error)).toBeNull();
  });

  it("words a validation failure with its first field's message, any other refusal with the server's", () => {
    expect(refusalMessage(refused({ fields: { userNm: '이름을 입력해 주세요.', code: '코드' } }))).toBe(
      '이름을 입력해 주세요.',
    );
    expect(refusalMessage(refused())).toBe('입력한 내용을 다시 확인해 주세요.');
    expect(refusalMessage(refused({ status: 403, code: 'FORBIDDEN', message: '권한이 없습니다.' }))).toBe(
      '권한이 없습니다.',
    );
    expect(alreadyReported(refused())).toBe(false);
    expect(refusalMessage(new Error('x'))).toBeNull();
  });
});

describe('showRefusal', () => {
  it('opens the ok modal with the refusal, and nothing for a failure already shown', () => {
    showRefusal(new ApiError({ status: 500, code: 'INTERNAL', message: '서버 오류' }));
    expect(modal().open).toBe(false);
    showRefusal(refused({ status: 409, code: 'CONFLICT', message: '이미 처리되었습니다.' }));
    expect(modal()).toMatchObject({ open: true, contents: '이미 처리되었습니다.' });
  });
});

describe('showServerError', () => {
  it('puts field messages under their fields, a nested path under its field, focusing the first only', () => {
    const setError = fakeSetError();
    showServerError<Form>(
      refused({ fields: { userNm: '이름 오류', 'subjects.3': '과목 오류', other: '다른 오류' } }),
      setError,
      ['userNm', 'subjects'],
    );
    expect(setError.mock.calls).toEqual([
      ['userNm', { type: 'server', message: '이름 오류' }, { shouldFocus: true }],
      ['subjects', { type: 'server', message: '과목 오류' }, { shouldFocus: false }],
    ]);
    expect(modal().open).toBe(false);
  });

  it('puts an error code that belongs to a field under that field', () => {
    const setError = fakeSetError();
    showServerError<Form>(
      refused({ code: 'CODE_MISMATCH', message: '인증번호가 일치하지 않습니다.' }),
      setError,
      ['code'],
      {
        CODE_MISMATCH: 'code',
      },
    );
    expect(setError).toHaveBeenCalledWith(
      'code',
      { type: 'server', message: '인증번호가 일치하지 않습니다.' },
      { shouldFocus: true },
    );
    expect(modal().open).toBe(false);
  });

  it('shows a field the form does not have in the modal, with that field’s words', () => {
    const setError = fakeSetError();
    showServerError<Form>(refused({ fields: { lectureList: '수업 시간을 확인해 주세요.' } }), setError, ['userNm']);
    expect(setError).not.toHaveBeenCalled();
    expect(modal()).toMatchObject({ open: true, contents: '수업 시간을 확인해 주세요.' });
  });

  it('without a form, shows every refusal in the modal', () => {
    showServerError<Form>(refused({ fields: { userNm: '이름 오류' } }), null, ['userNm']);
    expect(modal()).toMatchObject({ open: true, contents: '이름 오류' });
  });

  it('does nothing for what is not an API failure', () => {
    const setError = fakeSetError();
    showServerError<Form>(new TypeError('boom'), setError, ['userNm']);
    expect(setError).not.toHaveBeenCalled();
    expect(modal().open).toBe(false);
  });
});

describe('errorMessageOf', () => {
  it("gives the server's words, or the fallback", () => {
    expect(errorMessageOf(refused({ message: '거절' }), '실패')).toBe('거절');
    expect(errorMessageOf(new Error('x'), '실패')).toBe('실패');
  });
});
