import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

/**
 * The one PDF generator (ARCHITECTURE §12 "documents"; docs/decisions/0055-learning-reports-and-pdf.md):
 * A4 pages drawn with pdfkit in Pretendard, the Korean font shipped in apps/server/assets/fonts
 * (SIL OFL). pdfkit embeds only the glyphs a document uses (a subset, with its ToUnicode map), so a
 * page of Korean weighs a few KB, and its text is selectable, searchable and extractable.
 * Reports and receipts draw on it; nothing else makes PDFs.
 */

export type PdfDoc = PDFKit.PDFDocument;

export const PDF_FONT = 'Pretendard';
export const PDF_FONT_BOLD = 'Pretendard-Bold';

/** A4 in points, and the margin every page keeps. */
export const A4 = { width: 595.28, height: 841.89, margin: 40 } as const;

/** Colours of the documents (the web's theme, written out: a PDF has no CSS variables). */
export const PDF_COLORS = {
  text: '#222222',
  muted: '#767676',
  line: '#E0E0E0',
  primary: '#2DB400',
  primarySoft: '#E7F8EC',
  secondary: '#9E9E9E',
  danger: '#E5484D',
  warning: '#F5A623',
} as const;

/**
 * The fonts folder: apps/server/assets/fonts, found from this file in the sources (tsx: tests, dev)
 * and from the built server in dist/ (`npm start`), whose main.mjs sits one folder below apps/server.
 */
const FONTS_DIR = [
  fileURLToPath(new URL('../../../assets/fonts/', import.meta.url)),
  fileURLToPath(new URL('../assets/fonts/', import.meta.url)),
].find((dir) => existsSync(path.join(dir, 'Pretendard-Regular.ttf')));

/**
 * A parsed font as pdfkit's own font engine (fontkit) makes it. pdfkit takes one in place of the
 * file's bytes, so the fonts are parsed once per process and shared by every document (each
 * document still writes its own subset). Parsing per document, as pdfkit does with bytes, costs
 * most of a report's time: Pretendard's layout tables (GPOS kerning for 11,172 syllables) are read
 * again for each one (measured: ~650 ms a report against tens of ms; decision 0055).
 */
type ParsedFont = { layout: (text: string) => unknown };
type Fonts = { regular: ParsedFont; bold: ParsedFont };
let fonts: Fonts | null = null;

/** fontkit as pdfkit resolves it (its own dependency, the same module pdfkit uses). */
const fontkitOfPdfkit = () =>
  createRequire(createRequire(import.meta.url).resolve('pdfkit'))('fontkit') as {
    create: (bytes: Uint8Array) => ParsedFont;
  };

/**
 * The fonts, read and parsed once per process. The TrueType files, not OpenType: pdfkit subsets
 * TrueType outlines far smaller (measured: a Korean page 8 KB against 30 KB).
 */
function loadFonts(): Fonts {
  if (fonts) return fonts;
  if (!FONTS_DIR) throw new Error('the PDF fonts are missing: apps/server/assets/fonts/Pretendard-*.ttf');
  const fontkit = fontkitOfPdfkit();
  fonts = {
    regular: fontkit.create(readFileSync(path.join(FONTS_DIR, 'Pretendard-Regular.ttf'))),
    bold: fontkit.create(readFileSync(path.join(FONTS_DIR, 'Pretendard-Bold.ttf'))),
  };
  return fonts;
}

/** pdfkit accepts a parsed font where its types say file bytes (PDFFontFactory.open checks for `layout`). */
const asFontSource = (font: ParsedFont) => font as unknown as Buffer;

export type PdfMeta = { title: string; author: string; subject?: string; keywords?: string };

/**
 * Draws a document and answers its bytes. `draw` lays the pages out with the helpers below; the
 * document starts on an A4 page in the regular font. The creation date is the given instant, so the
 * same report gives the same bytes (and ETag) whenever it is made.
 */
export async function renderPdf(meta: PdfMeta & { createdAt: Date }, draw: (doc: PdfDoc) => void): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: A4.margin,
    lang: 'ko-KR',
    displayTitle: true,
    info: {
      Title: meta.title,
      Author: meta.author,
      Subject: meta.subject ?? meta.title,
      Keywords: meta.keywords ?? '',
      Creator: '학원ON',
      Producer: '학원ON',
      CreationDate: meta.createdAt,
      ModDate: meta.createdAt,
    },
    bufferPages: false,
    autoFirstPage: true,
  });
  doc.registerFont(PDF_FONT, asFontSource(regular));
  doc.registerFont(PDF_FONT_BOLD, asFontSource(bold));
  doc.font(PDF_FONT).fillColor(PDF_COLORS.text);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** The width between the margins. */
export const contentWidth = () => A4.width - A4.margin * 2;

/** Starts a new page when fewer than `height` points are left above the bottom margin; answers the y to draw at. */
export function ensureSpace(doc: PdfDoc, height: number): number {
  if (doc.y + height > A4.height - A4.margin) doc.addPage();
  return doc.y;
}

/** A section heading in bold with a thin rule under it. */
export function heading(doc: PdfDoc, text: string): void {
  ensureSpace(doc, 60);
  doc.moveDown(0.6);
  const y = doc.y;
  doc.font(PDF_FONT_BOLD).fontSize(13).fillColor(PDF_COLORS.text).text(text, A4.margin, y);
  const lineY = doc.y + 3;
  doc
    .moveTo(A4.margin, lineY)
    .lineTo(A4.width - A4.margin, lineY)
    .lineWidth(0.7)
    .strokeColor(PDF_COLORS.line)
    .stroke();
  doc.y = lineY + 8;
  doc.font(PDF_FONT).fontSize(10).fillColor(PDF_COLORS.text);
}

export type PdfColumn = { header: string; width: number; align?: 'left' | 'right' | 'center' };

/** A simple table: a bold header row, then one row per entry (text only), with rules between. */
export function table(doc: PdfDoc, columns: readonly PdfColumn[], rows: readonly (readonly string[])[]): void {
  const rowHeight = 18;
  const drawRow = (cells: readonly string[], bold: boolean) => {
    const y = ensureSpace(doc, rowHeight);
    let x = A4.margin;
    doc
      .font(bold ? PDF_FONT_BOLD : PDF_FONT)
      .fontSize(9.5)
      .fillColor(PDF_COLORS.text);
    columns.forEach((column, index) => {
      doc.text(cells[index] ?? '', x + 4, y + 4, {
        width: column.width - 8,
        align: column.align ?? 'left',
        lineBreak: false,
        ellipsis: true,
      });
      x += column.width;
    });
    const bottom = y + rowHeight;
    doc
      .moveTo(A4.margin, bottom)
      .lineTo(A4.margin + columns.reduce((sum, c) => sum + c.width, 0), bottom)
      .lineWidth(0.5)
      .strokeColor(PDF_COLORS.line)
      .stroke();
    doc.y = bottom;
  };
  drawRow(
    columns.map((column) => column.header),
    true,
  );
  for (const row of rows) drawRow(row, false);
  doc.x = A4.margin;
}

export type BarSeries = { label: string; color: string; values: readonly (number | null)[] };

/**
 * A grouped bar chart drawn with vector shapes (no image: it stays sharp and small): one group per
 * category, one bar per series, a 0–`max` scale with light grid lines and a legend.
 */
export function barChart(
  doc: PdfDoc,
  input: { categories: readonly string[]; series: readonly BarSeries[]; max: number; height?: number; unit?: string },
): void {
  const height = input.height ?? 120;
  const top = ensureSpace(doc, height + 40);
  const left = A4.margin + 28;
  const width = contentWidth() - 28;
  const bottom = top + height;
  const max = input.max > 0 ? input.max : 1;
  doc.fontSize(7.5).fillColor(PDF_COLORS.muted);
  for (let step = 0; step <= 4; step += 1) {
    const value = (max * step) / 4;
    const y = bottom - (height * step) / 4;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.4)
      .strokeColor(PDF_COLORS.line)
      .stroke();
    doc.text(formatTick(value), A4.margin - 4, y - 4, { width: 28, align: 'right', lineBreak: false });
  }
  const groups = Math.max(input.categories.length, 1);
  const groupWidth = width / groups;
  const barWidth = Math.min(18, (groupWidth * 0.7) / Math.max(input.series.length, 1));
  input.categories.forEach((category, groupIndex) => {
    const groupLeft = left + groupIndex * groupWidth + (groupWidth - barWidth * input.series.length) / 2;
    input.series.forEach((series, seriesIndex) => {
      const value = series.values[groupIndex];
      if (value === null || value === undefined) return;
      const barHeight = (Math.min(Math.max(value, 0), max) / max) * height;
      doc
        .rect(groupLeft + seriesIndex * barWidth, bottom - barHeight, barWidth - 2, barHeight)
        .fillColor(series.color)
        .fill();
    });
    doc
      .fontSize(7.5)
      .fillColor(PDF_COLORS.muted)
      .text(category, left + groupIndex * groupWidth, bottom + 3, {
        width: groupWidth,
        align: 'center',
        lineBreak: false,
        ellipsis: true,
      });
  });
  let legendX = left;
  const legendY = bottom + 16;
  for (const series of input.series) {
    doc
      .rect(legendX, legendY + 1, 8, 8)
      .fillColor(series.color)
      .fill();
    doc
      .fontSize(8)
      .fillColor(PDF_COLORS.text)
      .text(series.label, legendX + 11, legendY, { lineBreak: false });
    legendX += 16 + doc.widthOfString(series.label) + 12;
  }
  if (input.unit)
    doc.fontSize(7.5).fillColor(PDF_COLORS.muted).text(input.unit, left, legendY, {
      width,
      align: 'right',
      lineBreak: false,
    });
  doc.x = A4.margin;
  doc.y = legendY + 16;
  doc.fontSize(10).fillColor(PDF_COLORS.text);
}

const formatTick = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** A paragraph of (Korean) text wrapped at the content width, pages added as needed. */
export function paragraph(doc: PdfDoc, text: string, options: { size?: number; color?: string } = {}): void {
  ensureSpace(doc, 30);
  doc
    .font(PDF_FONT)
    .fontSize(options.size ?? 10)
    .fillColor(options.color ?? PDF_COLORS.text)
    .text(text, A4.margin, doc.y, { width: contentWidth(), lineGap: 3 });
  doc.fillColor(PDF_COLORS.text);
}
