import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { readSheet } from './read-sheet';
import { createXlsxReader, XLSX_READER_OPTIONS } from './read-xlsx-safely';
import type { SheetLimits } from './sheet-limits';
import { handMadeXlsx, inlineRow, SHEET_HEAD, SHEET_TAIL, sharedStringBomb } from './xlsx.test-helpers';

const MB = 1024 * 1024;
const limits: SheetLimits = { maxUnpackedBytes: 20 * MB, maxRows: 100, maxColumns: 20, maxCells: 1000 };
const header = ['이름', '생년월일'];

const reader = createXlsxReader();
afterAll(() => reader.close());

async function smallWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('원생 목록');
  sheet.addRow(header);
  sheet.addRow(['김민준', new Date(Date.UTC(2012, 2, 15))]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The longest the request thread went without running a 5 ms timer while `work` ran. */
async function longestStall(work: Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    await work;
  } finally {
    clearInterval(timer);
  }
  return longest;
}

describe('reading off the request thread', () => {
  it('reads in a worker thread what reading in place reads', async () => {
    const file = await smallWorkbook();
    const inWorker = await reader.read(file, { limits, sheetName: '원생 목록' });
    expect(inWorker).toEqual(await readSheet(file, { limits, sheetName: '원생 목록' }));
    expect(inWorker).toEqual({
      ok: true,
      rows: [
        { rowNumber: 1, cells: header },
        { rowNumber: 2, cells: ['김민준', '2012-03-15'] },
      ],
    });
  });

  it('leaves the request thread free while a file inflating to hundreds of MB is refused', async () => {
    const bomb = await sharedStringBomb(150, header);
    await reader.read(await smallWorkbook(), { limits }); // the worker is up
    let answer: unknown;
    const stall = await longestStall(
      reader.read(bomb, { limits: { ...limits, maxUnpackedBytes: 100 * MB } }).then((read) => {
        answer = read;
      }),
    );
    expect(answer).toEqual({ ok: false, refusal: 'unpacked-bytes' });
    expect(stall).toBeLessThan(500);
  });

  it('passes on the limits the file met, and reads the next file as usual', async () => {
    const rows = await handMadeXlsx({ sheet: `${SHEET_HEAD}${inlineRow(header).repeat(101)}${SHEET_TAIL}` });
    expect(await reader.read(rows, { limits })).toEqual({ ok: false, refusal: 'rows' });
    expect(await reader.read(Buffer.from('not a zip'), { limits })).toEqual({ ok: false, refusal: 'unreadable' });
    expect((await reader.read(await smallWorkbook(), { limits })).ok).toBe(true);
  });
});

describe("the worker's own limits", () => {
  it('stops a read past its time limit by ending the worker; the next file gets a new one', async () => {
    const slow = await sharedStringBomb(100, header);
    expect(await reader.read(slow, { limits: { ...limits, maxUnpackedBytes: 200 * MB }, timeLimitMs: 20 })).toEqual({
      ok: false,
      refusal: 'time',
    });
    expect((await reader.read(await smallWorkbook(), { limits })).ok).toBe(true);
  });

  it('stops a read past its memory by ending the worker; the next file gets a new one', async () => {
    const small = createXlsxReader({ ...XLSX_READER_OPTIONS, memoryMb: 32 });
    try {
      const heavy = await handMadeXlsx({
        sheet: `${SHEET_HEAD}${inlineRow(header)}${SHEET_TAIL}`,
        sharedStrings: {
          head: '<sst>',
          repeat: `<si><t>${'가'.repeat(30)}</t></si>`,
          times: 400_000,
          tail: '</sst>',
        },
      });
      expect(await small.read(heavy, { limits: { ...limits, maxUnpackedBytes: 200 * MB } })).toEqual({
        ok: false,
        refusal: 'memory',
      });
      expect((await small.read(await smallWorkbook(), { limits })).ok).toBe(true);
    } finally {
      await small.close();
    }
  });

  it('refuses a file when as many as allowed already wait', async () => {
    const single = createXlsxReader({ ...XLSX_READER_OPTIONS, maxWaiting: 1 });
    try {
      const file = await smallWorkbook();
      const reads = await Promise.all([1, 2, 3].map(() => single.read(file, { limits })));
      expect(reads.map((read) => (read.ok ? 'read' : read.refusal))).toEqual(['read', 'read', 'busy']);
    } finally {
      await single.close();
    }
  });
});
