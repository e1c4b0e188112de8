import { describe, expect, it } from 'vitest';
import { fieldPath, ROOT_FIELD, zodErrorToFields } from './validation.fields';

describe('zodErrorToFields', () => {
  it('keeps the first message of each path', () => {
    const fields = zodErrorToFields({
      issues: [
        { path: ['pw'], message: '비밀번호를 입력해 주세요' },
        { path: ['pw'], message: 'second' },
        { path: ['children', 0, 'userNm'], message: '이름을 입력해 주세요' },
        { path: [], message: '입력한 내용을 다시 확인해 주세요.' },
      ],
    });
    expect(fields).toEqual({
      pw: '비밀번호를 입력해 주세요',
      'children.0.userNm': '이름을 입력해 주세요',
      _: '입력한 내용을 다시 확인해 주세요.',
    });
  });

  it('treats a __proto__ path as an ordinary key', () => {
    const fields = zodErrorToFields({ issues: [{ path: ['__proto__'], message: 'x' }] });
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(Object.keys(fields)).toEqual(['__proto__']);
  });

  it('gives an empty object for no issues', () => {
    expect(zodErrorToFields({ issues: [] })).toEqual({});
  });

  it('joins paths with dots and names the root _', () => {
    expect(fieldPath([])).toBe(ROOT_FIELD);
    expect(ROOT_FIELD).toBe('_');
    expect(fieldPath(['a', 1, Symbol.for('s')])).toBe('a.1.Symbol(s)');
  });
});
