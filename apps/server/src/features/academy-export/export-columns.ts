import type { AcademyExportAreaKey } from '@academy/domain/academy-export/academy-export.rules';
import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import { formatTime } from '@academy/domain/format/format.date';
import { formatPhoneNo } from '@academy/domain/phone/phone.rules';
import type { Compilable } from 'kysely';
import type { Executor } from '../../db/database';

/**
 * How an area of the academy becomes a sheet of academy.xlsx and a list of academy.json: an ordered
 * query of the academy's rows, and its columns. Each column gives the machine value for the JSON
 * (ids, codes, ISO instants, numbers) and the cell a person reads in the sheet (Korean labels,
 * formatted phone numbers, Seoul times); ids are in the JSON only.
 */

export type JsonValue =
  | string
  | number
  | boolean
  | null
  | readonly (string | number | null | { readonly [key: string]: unknown })[]
  | { readonly [key: string]: unknown };
export type CellValue = string | number | null;

export type ExportColumn<Row> = {
  key: string;
  header: string;
  width: number;
  json: (row: Row) => JsonValue;
  /** The sheet's cell; null for a column that is in the JSON only. */
  cell: ((row: Row) => CellValue) | null;
};

/**
 * What every area's query is given: the academy, the export's Seoul business date, and the moment
 * it reads the data (a status that turns with the clock, such as homework past its due time).
 */
export type AreaInput = { instId: string; today: IsoDate; at: Date };

/** One area, its row type erased: what the export runs. */
export type ExportArea = {
  key: AcademyExportAreaKey;
  /** The sheet's columns (the JSON has every column, the sheet those with a cell). */
  columns: readonly { key: string; header: string; width: number; inSheet: boolean }[];
  /** The academy's rows of the area, in a stable order. */
  query: (db: Executor, input: AreaInput) => Compilable<unknown>;
  /** A row as the JSON's object and the sheet's cells (in the order of the sheet's columns). */
  record: (row: unknown) => { json: Record<string, JsonValue>; cells: CellValue[] };
};

type Instant = Date | string | null;

const asInstant = (value: Instant) => (value === null ? null : new Date(value));

/** `2026-11-22 14:05`: an instant as a person in Seoul reads it. */
export function seoulDateTime(value: Instant): string | null {
  const instant = asInstant(value);
  return instant ? `${businessDateOf(instant)} ${formatTime(instant)}` : null;
}

/** 'HH:MM:SS' (PostgreSQL's `time`) as 'HH:MM'. */
const hourMinute = (value: string | null) => (value === null ? null : value.slice(0, 5));

/** The column builders of one area, typed by its row. */
export function columnKit<Row>() {
  return {
    /** A value for programs (an id or ids, a code the sheet shows in words elsewhere): in the JSON only. */
    jsonOnly: (
      key: string,
      header: string,
      pick: (row: Row) => string | readonly string[] | null,
    ): ExportColumn<Row> => ({
      key,
      header,
      width: 38,
      json: pick,
      cell: null,
    }),
    text: (key: string, header: string, width: number, pick: (row: Row) => string | null): ExportColumn<Row> => ({
      key,
      header,
      width,
      json: pick,
      cell: pick,
    }),
    number: (key: string, header: string, width: number, pick: (row: Row) => number | null): ExportColumn<Row> => ({
      key,
      header,
      width,
      json: pick,
      cell: pick,
    }),
    /** A business date, `YYYY-MM-DD` in both. */
    date: (key: string, header: string, pick: (row: Row) => string | null): ExportColumn<Row> => ({
      key,
      header,
      width: 12,
      json: pick,
      cell: pick,
    }),
    /** An instant: ISO 8601 (UTC) in the JSON, Seoul date and time in the sheet. */
    instant: (key: string, header: string, pick: (row: Row) => Instant): ExportColumn<Row> => ({
      key,
      header,
      width: 17,
      json: (row) => asInstant(pick(row))?.toISOString() ?? null,
      cell: (row) => seoulDateTime(pick(row)),
    }),
    /** A time of day, `HH:MM` in both. */
    time: (key: string, header: string, pick: (row: Row) => string | null): ExportColumn<Row> => ({
      key,
      header,
      width: 8,
      json: (row) => hourMinute(pick(row)),
      cell: (row) => hourMinute(pick(row)),
    }),
    /** A value as it is in the JSON, in words in the sheet (`show` is not asked for null). */
    shown: <Value extends JsonValue>(
      key: string,
      header: string,
      width: number,
      pick: (row: Row) => Value | null,
      show: (value: Value) => string,
    ): ExportColumn<Row> => ({
      key,
      header,
      width,
      json: pick,
      cell: (row) => {
        const value = pick(row);
        return value === null ? null : show(value);
      },
    }),
    /** A code: the code in the JSON, its Korean label in the sheet. */
    coded: <Code extends string>(
      key: string,
      header: string,
      width: number,
      pick: (row: Row) => Code | null,
      labels: Readonly<Record<Code, string>>,
    ): ExportColumn<Row> => ({
      key,
      header,
      width,
      json: pick,
      cell: (row) => {
        const code = pick(row);
        return code === null ? null : (labels[code] ?? code);
      },
    }),
    /** A phone number: its digits in the JSON, formatted (010-1234-5678) in the sheet. */
    phone: (key: string, header: string, pick: (row: Row) => string | null): ExportColumn<Row> => ({
      key,
      header,
      width: 15,
      json: pick,
      cell: (row) => {
        const value = pick(row);
        return value ? formatPhoneNo(value) : null;
      },
    }),
    flag: (key: string, header: string, pick: (row: Row) => boolean): ExportColumn<Row> => ({
      key,
      header,
      width: 9,
      json: pick,
      cell: (row) => (pick(row) ? '예' : '아니요'),
    }),
    /** A list: an array in the JSON, joined with commas in the sheet. */
    list: (
      key: string,
      header: string,
      width: number,
      pick: (row: Row) => readonly string[],
      label: (item: string) => string = (item) => item,
    ): ExportColumn<Row> => ({
      key,
      header,
      width,
      json: pick,
      cell: (row) => pick(row).map(label).join(', '),
    }),
    /** Structured data (an audit row's before and after): as it is in the JSON, as JSON text in the sheet. */
    object: (key: string, header: string, pick: (row: Row) => unknown): ExportColumn<Row> => ({
      key,
      header,
      width: 40,
      json: (row) => (pick(row) ?? null) as JsonValue,
      cell: (row) => {
        const value = pick(row);
        return value === null || value === undefined ? null : JSON.stringify(value);
      },
    }),
  };
}

export type ColumnKit<Row> = ReturnType<typeof columnKit<Row>>;

/**
 * An area from its query and its columns; the row type comes from the query, so every column is
 * checked against the columns the query selects.
 */
export function defineArea<Row>(
  key: AcademyExportAreaKey,
  query: (db: Executor, input: AreaInput) => Compilable<Row>,
  columns: (kit: ColumnKit<Row>) => readonly ExportColumn<Row>[],
): ExportArea {
  const list = columns(columnKit<Row>());
  const inSheet = list.filter((column) => column.cell !== null);
  return {
    key,
    columns: list.map((column) => ({
      key: column.key,
      header: column.header,
      width: column.width,
      inSheet: column.cell !== null,
    })),
    query,
    record: (raw) => {
      const row = raw as Row;
      return {
        json: Object.fromEntries(list.map((column) => [column.key, column.json(row)])),
        cells: inSheet.map((column) => column.cell?.(row) ?? null),
      };
    },
  };
}
