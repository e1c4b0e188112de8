import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download-xlsx';

describe('fileNameFromDisposition', () => {
  it('prefers the RFC 5987 UTF-8 name, decoding every escaped character', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="employees.xlsx"; filename*=UTF-8''${encodeURIComponent('한빛 수학(본원)_직원목록_20261122.xlsx').replace('(', '%28').replace(')', '%29')}`,
      ),
    ).toBe('한빛 수학(본원)_직원목록_20261122.xlsx');
    expect(fileNameFromDisposition("attachment; filename*=utf-8''%EC%9B%90%EC%83%9D.xlsx")).toBe('원생.xlsx');
  });

  it('falls back to the plain name, then to nothing', () => {
    expect(fileNameFromDisposition('attachment; filename="students.xlsx"')).toBe('students.xlsx');
    expect(fileNameFromDisposition('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
    expect(fileNameFromDisposition(`attachment; filename="a.xlsx"; filename*=UTF-8''%E0%A4%A`)).toBe('a.xlsx');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
