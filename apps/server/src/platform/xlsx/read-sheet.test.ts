import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSheet } from './read-sheet';
import type { SheetLimits } from './sheet-limits';
import { columnOfReference, isDateFormatCode, serialDate } from './sheet-xml';
import {
  handMadeXlsx,
  inlineCell,
  inlineRow,
  repeatedRowsXlsx,
  SHEET_HEAD,
  SHEET_TAIL,
  sharedStringBomb,
  zipOf,
} from './xlsx.test-helpers';
import { openZip, streamEntryText } from './zip-entries';

const MB = 1024 * 1024;
const limits: SheetLimits = { maxUnpackedBytes: 20 * MB, maxRows: 100, maxColumns: 20, maxCells: 1000 };

async function exceljsFile(build: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('reading a sheet', () => {
  it('gives each filled row its cells as a person sees them, from a file exceljs wrote', async () => {
    const file = await exceljsFile((workbook) => {
      workbook.addWorksheet('다른 시트').addRow(['다른']);
      const sheet = workbook.addWorksheet('원생 목록');
      sheet.addRow(['이름', '생년월일', '번호', '참', '수식', '서식']);
      sheet.addRow([
        '김민준',
        new Date(Date.UTC(2013, 4, 5)),
        1012345678,
        true,
        { formula: 'A2&"!"', result: '김민준!' },
        { richText: [{ text: '굵', font: { bold: true } }, { text: '게' }] },
      ]);
      sheet.addRow([]);
      sheet.addRow([' ', null, 0.5]);
      sheet.getCell('H6').value = '  떨어진 칸  ';
    });
    const read = await readSheet(file, { sheetName: '원생 목록', limits });
    expect(read).toEqual({
      ok: true,
      rows: [
        { rowNumber: 1, cells: ['이름', '생년월일', '번호', '참', '수식', '서식'] },
        { rowNumber: 2, cells: ['김민준', '2013-05-05', '1012345678', 'TRUE', '김민준!', '굵게'] },
        { rowNumber: 4, cells: ['', '', '0.5'] },
        { rowNumber: 6, cells: ['', '', '', '', '', '', '', '  떨어진 칸  '] },
      ],
    });
  });

  it('reads the first sheet when none has the name asked for', async () => {
    const file = await exceljsFile((workbook) => {
      workbook.addWorksheet('첫 시트').addRow(['첫']);
      workbook.addWorksheet('둘째').addRow(['둘']);
    });
    expect(await readSheet(file, { sheetName: '원생 목록', limits })).toEqual({
      ok: true,
      rows: [{ rowNumber: 1, cells: ['첫'] }],
    });
  });

  it('reads shared strings without phonetic guides, inline strings, prefixed tags, 1904 dates and custom date styles', async () => {
    const file = await handMadeXlsx({
      date1904: true,
      sheet:
        `<?xml version="1.0"?><x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>` +
        `<x:row r="3"><x:c r="B3" t="s"><x:v>1</x:v></x:c><x:c r="C3" t="inlineStr"><x:is><x:t>인라인</x:t></x:is></x:c>` +
        `<x:c r="D3" s="1"><x:v>0</x:v></x:c><x:c r="E3" s="2"><x:v>0</x:v></x:c><x:c r="F3" t="e"><x:v>#N/A</x:v></x:c>` +
        `<x:c r="G3" t="str"><x:f>1+1</x:f><x:v>2</x:v></x:c><x:c r="H3" t="d"><x:v>2020-01-02T00:00:00Z</x:v></x:c></x:row>` +
        `</x:sheetData></x:worksheet>`,
      sharedStrings:
        '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>영</t></si>' +
        '<si><r><t>漢</t></r><r><t xml:space="preserve">字 </t></r><rPh sb="0" eb="1"><t>かん</t></rPh></si></sst>',
      styles:
        '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
        '<numFmts count="2"><numFmt numFmtId="164" formatCode="&quot;날짜 &quot;yyyy.mm.dd"/><numFmt numFmtId="165" formatCode="[Red]0.00"/></numFmts>' +
        '<cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>' +
        '<cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="165"/></cellXfs></styleSheet>',
    });
    expect(await readSheet(file, { limits })).toEqual({
      ok: true,
      rows: [{ rowNumber: 3, cells: ['', '漢字 ', '인라인', '1904-01-01', '0', '', '2', '2020-01-02'] }],
    });
  });

  it('refuses what is not a readable workbook', async () => {
    const refusal = async (bytes: Uint8Array) => readSheet(bytes, { limits });
    expect(await refusal(Buffer.from('이름,생년월일\n'))).toEqual({ ok: false, refusal: 'unreadable' });
    expect(await refusal(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(300, 7)]))).toEqual({
      ok: false,
      refusal: 'unreadable',
    });
    expect(await refusal(await zipOf([{ name: 'hello.txt', content: 'no workbook here' }]))).toEqual({
      ok: false,
      refusal: 'unreadable',
    });
    expect(await refusal(await handMadeXlsx({ sheet: `${SHEET_HEAD}<row><c>` }))).toEqual({
      ok: false,
      refusal: 'unreadable',
    });
    // Entities declared in a DTD are never expanded ("billion laughs").
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE w [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>' +
      `<worksheet><sheetData><row>${inlineCell('&b;')}</row></sheetData></worksheet>`;
    expect(await refusal(await handMadeXlsx({ sheet: laughs }))).toEqual({ ok: false, refusal: 'unreadable' });
  });
});

describe('the limits', () => {
  const header = ['이름', '생년월일'];

  it('reads exactly as many filled rows as allowed and refuses at the first one more', async () => {
    const rowsOf = (count: number) => repeatedRowsXlsx(header, ['김민준', '2012-03-15'], count);
    const exactly = await readSheet(await rowsOf(99), { limits });
    expect(exactly.ok && exactly.rows.length).toBe(100);
    expect(await readSheet(await rowsOf(100), { limits })).toEqual({ ok: false, refusal: 'rows' });
  });

  it('stops a sheet of millions of rows at the row limit, without reading the rest', async () => {
    const millions = await repeatedRowsXlsx(header, ['김민준', '2012-03-15'], 1_000_000);
    expect(millions.length).toBeLessThan(2 * MB);
    // 1 MB of unpacked bytes is far more than the first 100 rows need and 1 % of the whole sheet: the
    // refusal is for the rows, so reading stopped there.
    expect(await readSheet(millions, { limits: { ...limits, maxUnpackedBytes: 1 * MB } })).toEqual({
      ok: false,
      refusal: 'rows',
    });
  });

  it('refuses a filled cell past the last column, but not a styled empty one', async () => {
    const far = (cell: string) =>
      handMadeXlsx({ sheet: `${SHEET_HEAD}<row>${inlineCell('이름', 'A1')}${cell}</row>${SHEET_TAIL}` });
    expect(await readSheet(await far(inlineCell('멀리', 'XFD1')), { limits })).toEqual({
      ok: false,
      refusal: 'columns',
    });
    expect(await readSheet(await far('<c r="XFD1" s="3"/>'), { limits })).toEqual({
      ok: true,
      rows: [{ rowNumber: 1, cells: ['이름'] }],
    });
  });

  it('refuses more filled cells than allowed', async () => {
    const wide = Array.from({ length: 20 }, (_, index) => `칸${index}`);
    const file = await repeatedRowsXlsx(wide, wide, 49);
    const within = await readSheet(file, { limits });
    expect(within.ok && within.rows.length).toBe(50);
    expect(await readSheet(file, { limits: { ...limits, maxCells: 999 } })).toEqual({ ok: false, refusal: 'cells' });
  });

  it('counts the bytes actually inflated, whatever size an entry states', async () => {
    const bomb = await sharedStringBomb(300, header);
    expect(bomb.length).toBeLessThan(2 * MB);
    expect(await readSheet(bomb, { limits })).toEqual({ ok: false, refusal: 'unpacked-bytes' });
    // 2 MB stated as 1 KB: refused by a 2 MB limit, its true size being what counts; within a larger
    // limit it inflates to its end, where the lie shows, and the file is unreadable.
    const small = await sharedStringBomb(2, header);
    expect(await readSheet(small, { limits: { ...limits, maxUnpackedBytes: 2 * MB } })).toEqual({
      ok: false,
      refusal: 'unpacked-bytes',
    });
    expect(await readSheet(small, { limits: { ...limits, maxUnpackedBytes: 3 * MB } })).toEqual({
      ok: false,
      refusal: 'unreadable',
    });
    const honest = await handMadeXlsx({
      sheet: `${SHEET_HEAD}${inlineRow(header)}<row><c t="s"><v>0</v></c></row>${SHEET_TAIL}`,
      sharedStrings: `<sst><si><t>${'A'.repeat(2 * MB)}</t></si></sst>`,
    });
    const read = await readSheet(honest, { limits: { ...limits, maxUnpackedBytes: 3 * MB } });
    expect(read.ok && read.rows[1]?.cells[0]?.length).toBe(2 * MB);
  });

  it('stops inflating an entry once the budget is spent', async () => {
    const zip = await openZip(
      await zipOf([
        {
          name: 'big.xml',
          content: { head: '', repeat: 'x'.repeat(1024), times: 100 * 1024, tail: '' },
          declaredSize: 10,
        },
      ]),
    );
    let handed = 0;
    const budget = { bytesLeft: 1 * MB };
    await expect(streamEntryText(zip, 'big.xml', budget, (text) => (handed += text.length))).rejects.toMatchObject({
      refusal: 'unpacked-bytes',
    });
    expect(handed).toBeLessThanOrEqual(1 * MB);
    expect(budget.bytesLeft).toBeGreaterThan(-20 * MB);
    expect(await streamEntryText(zip, 'missing.xml', budget, () => {})).toBe(false);
  });
});

describe('cell helpers', () => {
  it('reads column letters', () => {
    expect([
      columnOfReference('A1'),
      columnOfReference('z9'),
      columnOfReference('AA3'),
      columnOfReference('XFD1'),
    ]).toEqual([0, 25, 26, 16383]);
    expect(columnOfReference('12')).toBeNull();
  });

  it('tells date formats from others', () => {
    for (const code of ['yyyy-mm-dd', 'm/d/yy', '[$-412]yyyy"년" m"월"', 'h:mm', 'YYYY.MM.DD']) {
      expect(isDateFormatCode(code), code).toBe(true);
    }
    for (const code of ['General', '0.00', '#,##0" 명"', '[Red]0', '@', '0.00E+00', '\\d0']) {
      expect(isDateFormatCode(code), code).toBe(false);
    }
  });

  it('turns serial days into dates in both date systems', () => {
    expect(serialDate(41404, false)).toBe('2013-05-10');
    expect(serialDate(41404.75, false)).toBe('2013-05-10');
    expect(serialDate(0, true)).toBe('1904-01-01');
    expect(serialDate(Number.MAX_VALUE, false)).toBe('');
  });
});
