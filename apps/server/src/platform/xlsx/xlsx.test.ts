import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addTableSheet, newWorkbook, workbookBuffer } from './xlsx';

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
