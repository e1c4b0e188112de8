import { once } from 'node:events';
import zlib from 'node:zlib';

/**
 * Test files for the spreadsheet reader: .xlsx zips written by hand, so a test can make an entry
 * inflate to hundreds of MB from a file of a few hundred KB (deflated as it is made, never held
 * whole) or state an uncompressed size that is a lie.
 */

/** Text made of a head, a piece repeated `times`, and a tail. */
export type RepeatedText = { head: string; repeat: string; times: number; tail: string };

export type ZipEntry = {
  name: string;
  content: string | RepeatedText;
  /** The uncompressed size the zip states (default: the real one). */
  declaredSize?: number;
};

type Deflated = { data: Buffer; size: number; crc: number };

async function deflate(content: string | RepeatedText): Promise<Deflated> {
  if (typeof content === 'string') {
    const raw = Buffer.from(content);
    return { data: zlib.deflateRawSync(raw), size: raw.length, crc: zlib.crc32(raw) };
  }
  const stream = zlib.createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = once(stream, 'end');
  let size = 0;
  let crc = 0;
  const write = async (raw: Buffer) => {
    size += raw.length;
    crc = zlib.crc32(raw, crc);
    if (!stream.write(raw)) await once(stream, 'drain');
  };
  await write(Buffer.from(content.head));
  const perBlock = Math.max(1, Math.floor((1 << 20) / Buffer.byteLength(content.repeat)));
  const block = Buffer.from(content.repeat.repeat(perBlock));
  for (let left = content.times; left > 0; left -= perBlock) {
    await write(left >= perBlock ? block : Buffer.from(content.repeat.repeat(left)));
  }
  await write(Buffer.from(content.tail));
  stream.end();
  await ended;
  return { data: Buffer.concat(chunks), size, crc };
}

/** A zip of deflated entries (local headers, central directory, end record), as Excel writes one. */
export async function zipOf(entries: readonly ZipEntry[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const { data, size, crc } = await deflate(entry.content);
    const stated = entry.declaredSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(stated, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(crc >>> 0, 16);
    header.writeUInt32LE(data.length, 20);
    header.writeUInt32LE(stated, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    central.push(header, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** An inline-string cell (`<c t="inlineStr">`). */
export const inlineCell = (text: string, reference = '') =>
  `<c${reference ? ` r="${reference}"` : ''} t="inlineStr"><is><t>${text}</t></is></c>`;
/** A row of inline-string cells. */
export const inlineRow = (texts: readonly string[]) => `<row>${texts.map((text) => inlineCell(text)).join('')}</row>`;

export const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${MAIN_NS}"><sheetData>`;
export const SHEET_TAIL = '</sheetData></worksheet>';

export type HandMadeWorkbook = {
  /** The sheet's XML, whole or repeated. */
  sheet: string | RepeatedText;
  sheetName?: string;
  sharedStrings?: string | RepeatedText;
  styles?: string;
  date1904?: boolean;
  /** Uncompressed sizes to state instead of the real ones, by entry name. */
  declaredSizes?: Record<string, number>;
};

/** A one-sheet .xlsx with the parts Excel needs to open it. */
export function handMadeXlsx(workbook: HandMadeWorkbook): Promise<Buffer> {
  const parts: Array<[string, string | RepeatedText]> = [
    [
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>${workbook.sharedStrings ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' : ''}</Types>`,
    ],
    [
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">${workbook.date1904 ? '<workbookPr date1904="1"/>' : ''}<sheets><sheet name="${workbook.sheetName ?? 'Sheet1'}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ],
    ['xl/worksheets/sheet1.xml', workbook.sheet],
  ];
  if (workbook.sharedStrings) parts.push(['xl/sharedStrings.xml', workbook.sharedStrings]);
  if (workbook.styles) parts.push(['xl/styles.xml', workbook.styles]);
  return zipOf(parts.map(([name, content]) => ({ name, content, declaredSize: workbook.declaredSizes?.[name] })));
}

/**
 * A shared string of `megabytes` MB behind a two-row sheet: a file of a few hundred KB whose
 * shared strings part states it is 1 KB.
 */
export function sharedStringBomb(megabytes: number, header: readonly string[]): Promise<Buffer> {
  return handMadeXlsx({
    sheet: `${SHEET_HEAD}${inlineRow(header)}<row><c t="s"><v>0</v></c></row>${SHEET_TAIL}`,
    sharedStrings: {
      head: `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN_NS}" count="1" uniqueCount="1"><si><t>`,
      repeat: 'A'.repeat(1024),
      times: megabytes * 1024,
      tail: '</t></si></sst>',
    },
    declaredSizes: { 'xl/sharedStrings.xml': 1024 },
  });
}

/** A sheet of the header and then `times` copies of one row: millions of rows from a small file. */
export function repeatedRowsXlsx(header: readonly string[], row: readonly string[], times: number): Promise<Buffer> {
  return handMadeXlsx({
    sheet: { head: `${SHEET_HEAD}${inlineRow(header)}`, repeat: inlineRow(row), times, tail: SHEET_TAIL },
  });
}
