import { SaxesParser } from 'saxes';
import { type SheetLimits, SheetRefused, type SheetRow } from './sheet-limits';

/**
 * The SpreadsheetML parts an import needs, each read by a streaming XML parser as its text is
 * inflated: nothing is held but what is kept (shared strings, date styles, the rows), and a sheet
 * stops at the first limit it meets. Namespace prefixes (`x:row`) are ignored. Only the XML's own
 * entities exist (no DTD is expanded), so text cannot grow beyond the bytes that were inflated.
 */

type Attributes = Record<string, string>;
type XmlHandlers = {
  open?: (name: string, attributes: Attributes) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
};
export type XmlReader<Result> = { write: (text: string) => void; result: () => Result };

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

function xmlReader<Result>(handlers: XmlHandlers, result: () => Result): XmlReader<Result> {
  const parser = new SaxesParser({ position: false });
  parser.on('opentag', (tag) => handlers.open?.(localName(tag.name), tag.attributes as Attributes));
  parser.on('closetag', (tag) => handlers.close?.(localName(tag.name)));
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  parser.on('error', () => {
    throw new SheetRefused('unreadable');
  });
  return {
    write: (text) => {
      parser.write(text);
    },
    result: () => {
      parser.close();
      return result();
    },
  };
}

/** An attribute by its local name (`r:id` → `id`). */
function attribute(attributes: Attributes, name: string): string | undefined {
  if (attributes[name] !== undefined) return attributes[name];
  const key = Object.keys(attributes).find((candidate) => localName(candidate) === name);
  return key === undefined ? undefined : attributes[key];
}

export type WorkbookSheets = { sheets: Array<{ name: string; relationId: string }>; date1904: boolean };

/** `xl/workbook.xml`: the sheets in order and the date system. */
export function workbookReader(): XmlReader<WorkbookSheets> {
  const found: WorkbookSheets = { sheets: [], date1904: false };
  return xmlReader(
    {
      open: (name, attributes) => {
        if (name === 'workbookPr') {
          const value = attribute(attributes, 'date1904');
          found.date1904 = value === '1' || value === 'true';
        } else if (name === 'sheet') {
          found.sheets.push({
            name: attribute(attributes, 'name') ?? '',
            relationId: attribute(attributes, 'id') ?? '',
          });
        }
      },
    },
    () => found,
  );
}

/** A relationships part: target by id. */
export function relationshipsReader(): XmlReader<Map<string, string>> {
  const targets = new Map<string, string>();
  return xmlReader(
    {
      open: (name, attributes) => {
        const id = attribute(attributes, 'Id');
        const target = attribute(attributes, 'Target');
        if (name === 'Relationship' && id && target) targets.set(id, target);
      },
    },
    () => targets,
  );
}

/** `xl/sharedStrings.xml`: each string's text (rich runs joined, phonetic guides left out). */
export function sharedStringsReader(): XmlReader<string[]> {
  const strings: string[] = [];
  let parts: string[] | null = null;
  let inText = false;
  let phoneticDepth = 0;
  return xmlReader(
    {
      open: (name) => {
        if (name === 'si') parts = [];
        else if (name === 'rPh') phoneticDepth += 1;
        else if (name === 't') inText = phoneticDepth === 0;
      },
      close: (name) => {
        if (name === 'si') {
          strings.push(parts ? parts.join('') : '');
          parts = null;
        } else if (name === 'rPh') phoneticDepth -= 1;
        else if (name === 't') inText = false;
      },
      text: (text) => {
        if (inText && parts) parts.push(text);
      },
    },
    () => strings,
  );
}

/** Built-in number formats that show a date or a time (international and East Asian ids). */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56,
  57, 58,
]);

/** A format code shows a date when, outside quotes, escapes and `[…]` sections, it has y m d h s or b. */
export function isDateFormatCode(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[[^\]]*]/g, '');
  return /[ymdhsb]/i.test(bare);
}

/** `xl/styles.xml`: the cell styles (indexes into `cellXfs`) whose number format is a date. */
export function dateStylesReader(): XmlReader<Set<number>> {
  const customFormats = new Map<number, string>();
  const styleFormats: number[] = [];
  let inCellXfs = false;
  return xmlReader(
    {
      open: (name, attributes) => {
        if (name === 'numFmt') {
          customFormats.set(Number(attribute(attributes, 'numFmtId')), attribute(attributes, 'formatCode') ?? '');
        } else if (name === 'cellXfs') inCellXfs = true;
        else if (name === 'xf' && inCellXfs) styleFormats.push(Number(attribute(attributes, 'numFmtId') ?? 0));
      },
      close: (name) => {
        if (name === 'cellXfs') inCellXfs = false;
      },
    },
    () => {
      const dates = new Set<number>();
      styleFormats.forEach((formatId, index) => {
        const custom = customFormats.get(formatId);
        if (custom === undefined ? BUILT_IN_DATE_FORMATS.has(formatId) : isDateFormatCode(custom)) dates.add(index);
      });
      return dates;
    },
  );
}

/** The 0-based column of a cell reference (`C7` → 2), or null without letters. */
export function columnOfReference(reference: string): number | null {
  const letters = /^[A-Za-z]+/.exec(reference)?.[0];
  if (!letters) return null;
  let column = 0;
  for (const letter of letters.toUpperCase()) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column - 1;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** A serial day number as YYYY-MM-DD (its time of day dropped), in the 1900 or 1904 date system. */
export function serialDate(serial: number, date1904: boolean): string {
  const date = new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

export type SheetContext = {
  sharedStrings: readonly string[];
  dateStyles: ReadonlySet<number>;
  date1904: boolean;
  limits: SheetLimits;
};

type Cell = { column: number; type: string; style: number; value: string[]; inline: string[] };

/** The text a person sees in a cell: strings as written, dates as YYYY-MM-DD, TRUE/FALSE, errors blank. */
function cellText(cell: Cell, context: SheetContext): string {
  const value = cell.value.join('');
  switch (cell.type) {
    case 's':
      return context.sharedStrings[Number(value)] ?? '';
    case 'inlineStr':
      return cell.inline.join('');
    case 'str':
      return value;
    case 'b':
      return value === '1' || value === 'true' ? 'TRUE' : 'FALSE';
    case 'e':
      return '';
    case 'd':
      return /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : value;
    default: {
      if (value.trim() === '') return '';
      const number = Number(value);
      if (!Number.isFinite(number)) return value;
      return context.dateStyles.has(cell.style) ? serialDate(number, context.date1904) : String(number);
    }
  }
}

/**
 * A worksheet's rows that hold a non-blank cell, read as it streams in. Refuses (`SheetRefused`)
 * at the first row past `maxRows`, non-blank cell past `maxColumns` or past `maxCells`, so a sheet
 * of a million rows costs no more than reading the first rows past the cap.
 */
export function sheetRowsReader(context: SheetContext): XmlReader<SheetRow[]> {
  const { limits } = context;
  const rows: SheetRow[] = [];
  let cellCount = 0;
  let lastRowNumber = 0;
  let row: { rowNumber: number; cells: string[]; nextColumn: number } | null = null;
  let cell: Cell | null = null;
  let target: string[] | null = null;
  let phoneticDepth = 0;
  return xmlReader(
    {
      open: (name, attributes) => {
        if (name === 'row') {
          const given = Number(attribute(attributes, 'r'));
          const rowNumber = Number.isSafeInteger(given) && given > 0 ? given : lastRowNumber + 1;
          row = { rowNumber, cells: [], nextColumn: 0 };
        } else if (name === 'c' && row) {
          const column = columnOfReference(attribute(attributes, 'r') ?? '') ?? row.nextColumn;
          cell = {
            column,
            type: attribute(attributes, 't') ?? 'n',
            style: Number(attribute(attributes, 's') ?? 0),
            value: [],
            inline: [],
          };
          row.nextColumn = column + 1;
        } else if (cell) {
          if (name === 'v') target = cell.value;
          else if (name === 'rPh') phoneticDepth += 1;
          else if (name === 't' && phoneticDepth === 0) target = cell.inline;
        }
      },
      close: (name) => {
        if (name === 'v' || name === 't') target = null;
        else if (name === 'rPh') phoneticDepth -= 1;
        else if (name === 'c' && row && cell) {
          const text = cellText(cell, context);
          if (text.trim() !== '') {
            if (cell.column >= limits.maxColumns) throw new SheetRefused('columns');
            cellCount += 1;
            if (cellCount > limits.maxCells) throw new SheetRefused('cells');
            row.cells[cell.column] = text;
          }
          cell = null;
        } else if (name === 'row' && row) {
          lastRowNumber = row.rowNumber;
          if (row.cells.length > 0) {
            if (rows.length >= limits.maxRows) throw new SheetRefused('rows');
            rows.push({ rowNumber: row.rowNumber, cells: Array.from(row.cells, (text) => text ?? '') });
          }
          row = null;
        }
      },
      text: (text) => {
        target?.push(text);
      },
    },
    () => rows,
  );
}
