import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addTableSheet, attachment, newWorkbook, workbookBuffer } from './xlsx';

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

describe('table sheets', () => {
  it('writes a workbook whose first row holds the styled, frozen Korean headers', async () => {
    const workbook = await newWorkbook('한빛수학학원 직원 목록');
    const sheet = addTableSheet(workbook, '직원', [
      { key: 'name', header: '이름', width: 12 },
      { key: 'role', header: '역할', width: 8 },
    ]);
    sheet.addRow({ name: '김원장', role: '원장' });

    const read = new ExcelJS.Workbook();
    await read.xlsx.load((await workbookBuffer(workbook)) as unknown as ArrayBuffer);
    const back = read.getWorksheet('직원');
    expect(read.creator).toBe('학원ON');
    expect(read.title).toBe('한빛수학학원 직원 목록');
    expect(back?.getRow(1).values).toEqual([undefined, '이름', '역할']);
    expect(back?.getRow(2).values).toEqual([undefined, '김원장', '원장']);
    expect(back?.getRow(1).getCell(1).font).toMatchObject({ bold: true });
    expect(back?.getRow(1).getCell(1).fill).toMatchObject({ type: 'pattern', fgColor: { argb: 'FFE7F8EC' } });
    expect(back?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(back?.getColumn(1).width).toBe(12);
  });
});
