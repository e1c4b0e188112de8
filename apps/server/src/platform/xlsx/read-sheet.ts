import { posix } from 'node:path';
import type JSZip from 'jszip';
import {
  type SheetLimits,
  type SheetReadRequest,
  type SheetReadResult,
  SheetRefused,
  type SheetRow,
} from './sheet-limits';
import {
  dateStylesReader,
  relationshipsReader,
  sharedStringsReader,
  sheetRowsReader,
  workbookReader,
  type XmlReader,
} from './sheet-xml';
import { openZip, streamEntryText, type UnpackBudget } from './zip-entries';

/**
 * Reads one sheet of an .xlsx as rows of cell texts, streaming: the workbook's parts are inflated
 * chunk by chunk into streaming XML parsers, every inflated byte is counted against the limit, and
 * the sheet stops at its first row, column or cell past the limits. Only the parts the sheet needs
 * are inflated (workbook, its relationships, shared strings, styles, the sheet itself). Runs in the
 * reading worker (`read-xlsx-safely.ts`); call it directly only in tests.
 */
export async function readSheet(bytes: Uint8Array, request: SheetReadRequest): Promise<SheetReadResult> {
  try {
    return { ok: true, rows: await readRows(bytes, request) };
  } catch (error) {
    return { ok: false, refusal: error instanceof SheetRefused ? error.refusal : 'unreadable' };
  }
}

async function readPart<Result>(
  zip: JSZip,
  path: string,
  budget: UnpackBudget,
  reader: XmlReader<Result>,
): Promise<Result | null> {
  return (await streamEntryText(zip, path, budget, reader.write)) ? reader.result() : null;
}

/** A workbook relationship's target as a path in the zip (`worksheets/sheet1.xml` is under `xl/`). */
function partPath(target: string): string {
  return target.startsWith('/') ? target.slice(1) : posix.normalize(`xl/${target}`);
}

async function readRows(bytes: Uint8Array, { limits, sheetName }: SheetReadRequest): Promise<SheetRow[]> {
  const zip = await openZip(bytes);
  const budget: UnpackBudget = { bytesLeft: limits.maxUnpackedBytes };
  const workbook = await readPart(zip, 'xl/workbook.xml', budget, workbookReader());
  const relationships = await readPart(zip, 'xl/_rels/workbook.xml.rels', budget, relationshipsReader());
  if (!workbook || !relationships) throw new SheetRefused('unreadable');
  const sheet = workbook.sheets.find((candidate) => candidate.name === sheetName) ?? workbook.sheets[0];
  if (!sheet) return [];
  const target = relationships.get(sheet.relationId);
  if (!target) throw new SheetRefused('unreadable');

  const sharedStrings = (await readPart(zip, 'xl/sharedStrings.xml', budget, sharedStringsReader())) ?? [];
  const dateStyles = (await readPart(zip, 'xl/styles.xml', budget, dateStylesReader())) ?? new Set<number>();
  const context = { sharedStrings, dateStyles, date1904: workbook.date1904, limits: limits satisfies SheetLimits };
  const rows = await readPart(zip, partPath(target), budget, sheetRowsReader(context));
  if (!rows) throw new SheetRefused('unreadable');
  return rows;
}
