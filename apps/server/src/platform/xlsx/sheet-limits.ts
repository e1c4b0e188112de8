/**
 * What reading an uploaded .xlsx may cost at most, and the refusals when a file asks for more. The
 * reader (`read-sheet.ts`) stops at the first limit it meets; `read-xlsx-safely.ts` adds the limits
 * of the worker it runs in (time, memory, waiting uploads).
 */

export type SheetLimits = {
  /** Bytes actually inflated from the zip (workbook, relationships, shared strings, styles, the sheet). */
  maxUnpackedBytes: number;
  /** Rows holding at least one non-blank cell, the header row included. */
  maxRows: number;
  /** A non-blank cell beyond this many columns (A = 1) is refused. */
  maxColumns: number;
  /** Non-blank cells of the sheet. */
  maxCells: number;
};

/** Which limit a file ran into while being read. */
export type SheetLimit = 'unpacked-bytes' | 'rows' | 'columns' | 'cells';

/** Not an .xlsx the reader understands (not a zip, no workbook, broken XML, an unknown compression). */
export type SheetUnreadable = 'unreadable';

export type SheetRow = {
  /** The row's number in the sheet (1 = the first row). */
  rowNumber: number;
  /** The text of each cell as a person sees it, by column (0 = A); blank cells are ''. */
  cells: string[];
};

export type SheetReadRequest = {
  limits: SheetLimits;
  /** The sheet to read; the workbook's first sheet when it has none of that name. */
  sheetName?: string;
};

export type SheetReadResult = { ok: true; rows: SheetRow[] } | { ok: false; refusal: SheetLimit | SheetUnreadable };

/** Thrown inside the reader to stop at once; never leaves `readSheet`. */
export class SheetRefused extends Error {
  constructor(readonly refusal: SheetLimit | SheetUnreadable) {
    super(`sheet refused: ${refusal}`);
    this.name = 'SheetRefused';
  }
}

/** The reading worker's first message: it has loaded and takes files. */
export const READER_READY = 'ready';

/** What the reading worker is sent for each file. */
export type SheetReadJob = { bytes: Uint8Array; request: SheetReadRequest };
