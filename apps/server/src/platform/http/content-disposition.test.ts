import { describe, expect, it } from 'vitest';
import { attachment, contentDisposition, uploadDisposition } from './content-disposition';

describe('attachment (Content-Disposition)', () => {
  it('gives the Korean name as an RFC 5987 UTF-8 value and an ASCII fallback', () => {
    const header = attachment('한빛 수학(본원)_직원목록_20261122.xlsx', 'employees.xlsx');
    expect(header).toBe(
      `attachment; filename="employees.xlsx"; filename*=UTF-8''${'%ED%95%9C%EB%B9%9B%20%EC%88%98%ED%95%99%28%EB%B3%B8%EC%9B%90%29_%EC%A7%81%EC%9B%90%EB%AA%A9%EB%A1%9D_20261122.xlsx'}`,
    );
    // Only RFC 5987 attr-chars and percent escapes after UTF-8''.
    expect(header.split("UTF-8''")[1]).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
    expect(decodeURIComponent(header.split("UTF-8''")[1] ?? '')).toBe('한빛 수학(본원)_직원목록_20261122.xlsx');
  });

  it("escapes ' and * too, and keeps the fallback a plain quoted ASCII name", () => {
    expect(attachment("it's*.xlsx", 'a"b\\c명.xlsx')).toBe(
      `attachment; filename="a_b_c_.xlsx"; filename*=UTF-8''it%27s%2A.xlsx`,
    );
  });
});

describe('inline and upload dispositions', () => {
  it('shows a file inline under its own name, or bare without one', () => {
    expect(
      contentDisposition('inline', { fileName: '학습리포트_홍길동_2026-10.pdf', asciiFallback: 'learning-report.pdf' }),
    ).toBe(
      `inline; filename="learning-report.pdf"; filename*=UTF-8''${encodeURIComponent('학습리포트_홍길동_2026-10.pdf')}`,
    );
    expect(contentDisposition('inline')).toBe('inline');
  });

  it('shows pictures and videos, and saves every other upload', () => {
    expect(uploadDisposition('image/jpeg')).toBe('inline');
    expect(uploadDisposition('video/mp4')).toBe('inline');
    expect(uploadDisposition('application/pdf')).toBe('attachment');
    expect(uploadDisposition('application/pdf', { fileName: '자료1.pdf', asciiFallback: 'material.pdf' })).toBe(
      `attachment; filename="material.pdf"; filename*=UTF-8''${encodeURIComponent('자료1.pdf')}`,
    );
  });
});
