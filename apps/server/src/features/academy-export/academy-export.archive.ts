import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
import {
  ACADEMY_EXPORT_FILES,
  ACADEMY_EXPORT_FORMAT_VERSION,
} from '@academy/domain/academy-export/academy-export.rules';
import type ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { addTableSheet, loadExcelJs } from '../../platform/xlsx/xlsx';
import type { CellValue, ExportArea, JsonValue } from './export-columns';

/**
 * Writing the export's files into a folder as the rows arrive, never holding an area in memory:
 * academy.xlsx through exceljs's streaming writer (each sheet made by the platform's `addTableSheet`,
 * so it has the frozen, styled Korean header every workbook of the app has), academy.json by hand on
 * a file stream, and finally both packed into one .zip (the workbook stored as it is — it is a zip
 * already — the JSON compressed).
 */

export type ArchiveArea = Pick<ExportArea, 'key' | 'columns'> & { sheet: string };
export type ArchiveRecord = { json: Record<string, JsonValue>; cells: CellValue[] };

export type ArchiveHeader = { instId: string; instNm: string; exportedAt: Date };

export type AcademyArchive = {
  beginArea: (area: ArchiveArea) => Promise<void>;
  writeRows: (records: readonly ArchiveRecord[]) => Promise<void>;
  endArea: () => Promise<void>;
  /** Closes both files and packs them: the .zip's path and size. */
  finish: () => Promise<{ zipPath: string; sizeBytes: number }>;
  /** Gives up: closes the files unfinished (the caller removes the folder). */
  abort: () => void;
};

/** Writes `text` and waits while the file's buffer is full. */
async function writeText(stream: WriteStream, text: string): Promise<void> {
  if (!stream.write(text)) await once(stream, 'drain');
}

export async function openAcademyArchive(folder: string, header: ArchiveHeader): Promise<AcademyArchive> {
  const { stream } = await loadExcelJs();
  const workbookPath = path.join(folder, ACADEMY_EXPORT_FILES.workbook);
  const jsonPath = path.join(folder, ACADEMY_EXPORT_FILES.archive);
  const zipPath = path.join(folder, 'academy-export.zip');

  const workbookFile = createWriteStream(workbookPath);
  const json = createWriteStream(jsonPath, { encoding: 'utf8' });
  // A file that cannot be written (a full disk) fails the export at its next step, not the process.
  let failure: Error | null = null;
  for (const file of [workbookFile, json]) file.on('error', (error) => (failure ??= error));
  const healthy = () => {
    if (failure) throw failure;
  };

  const workbook = new stream.xlsx.WorkbookWriter({ stream: workbookFile, useStyles: true });
  workbook.creator = '학원ON';
  workbook.title = `${header.instNm} 학원 데이터`;
  const opening = {
    format: 'academy-export',
    version: ACADEMY_EXPORT_FORMAT_VERSION,
    exportedAt: header.exportedAt.toISOString(),
    instId: header.instId,
    instNm: header.instNm,
  };
  // The opening fields, then `"areas": {` — the areas follow one by one.
  const started = writeText(json, `${JSON.stringify(opening).slice(0, -1)},"areas":{`);

  let sheet: ExcelJS.Worksheet | null = null;
  let areasWritten = 0;
  let rowsInArea = 0;

  return {
    async beginArea(area) {
      await started;
      healthy();
      const columns = area.columns.filter((column) => column.inSheet);
      sheet = addTableSheet(workbook, area.sheet, columns);
      rowsInArea = 0;
      const description = {
        sheet: area.sheet,
        columns: area.columns.map(({ key, header: title }) => ({ key, header: title })),
      };
      const prefix = areasWritten > 0 ? ',' : '';
      await writeText(
        json,
        `${prefix}\n${JSON.stringify(area.key)}:${JSON.stringify(description).slice(0, -1)},"rows":[`,
      );
      areasWritten += 1;
    },

    async writeRows(records) {
      healthy();
      if (!sheet) throw new Error('writeRows before beginArea');
      let text = '';
      for (const record of records) {
        sheet.addRow(record.cells).commit();
        text += `${rowsInArea > 0 ? ',' : ''}\n${JSON.stringify(record.json)}`;
        rowsInArea += 1;
      }
      await writeText(json, text);
    },

    async endArea() {
      healthy();
      sheet?.commit();
      sheet = null;
      await writeText(json, ']}');
    },

    async finish() {
      await started;
      healthy();
      json.end('}}\n');
      await finished(json);
      await workbook.commit();
      healthy();
      const zip = new JSZip();
      zip.file(ACADEMY_EXPORT_FILES.workbook, createReadStream(workbookPath), { compression: 'STORE' });
      zip.file(ACADEMY_EXPORT_FILES.archive, createReadStream(jsonPath), { compression: 'DEFLATE' });
      await pipeline(
        zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, compressionOptions: { level: 6 } }),
        createWriteStream(zipPath),
      );
      return { zipPath, sizeBytes: (await stat(zipPath)).size };
    },

    abort() {
      json.destroy();
      workbookFile.destroy();
    },
  };
}
