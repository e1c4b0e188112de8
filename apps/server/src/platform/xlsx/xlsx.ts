import type ExcelJS from 'exceljs';

/**
 * Writing .xlsx files the way every area does (exceljs): a workbook signed by the product, a table
 * sheet with a frozen, styled Korean header row (the download's headers: platform/http/content-disposition).
 *
 * exceljs is loaded on first use (`loadExcelJs`): it is a fifth of the server's start-up CPU, and only
 * downloads and the academy export write workbooks (reading uploads runs in its own worker).
 */

let excelJs: Promise<typeof ExcelJS> | undefined;

/** The exceljs module, imported the first time a workbook is written. */
export function loadExcelJs(): Promise<typeof ExcelJS> {
  excelJs ??= import('exceljs').then((module) => module.default);
  return excelJs;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A new workbook made by the product, with an optional title. */
export async function newWorkbook(title?: string): Promise<ExcelJS.Workbook> {
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  workbook.creator = '학원ON';
  if (title) workbook.title = title;
  return workbook;
}

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE7F8EC' } };

/** The header row: bold, centred, on the brand's pale green with a green rule below. */
export function styleHeader(row: ExcelJS.Row): void {
  row.font = { bold: true };
  row.alignment = { vertical: 'middle', horizontal: 'center' };
  row.height = 22;
  row.eachCell((cell) => {
    cell.fill = HEADER_FILL;
    cell.border = { bottom: { style: 'thin', color: { argb: 'FF07B53B' } } };
  });
}

export type TableColumn<Key extends string = string> = { key: Key; header: string; width: number };

/** A sheet of one table: the columns' Korean headers in a frozen, styled first row. */
export function addTableSheet<Key extends string>(
  workbook: ExcelJS.Workbook,
  name: string,
  columns: readonly TableColumn<Key>[],
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, key: column.key, width: column.width }));
  styleHeader(sheet.getRow(1));
  return sheet;
}

export async function workbookBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
