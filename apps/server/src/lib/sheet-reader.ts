import { CsvError, parse, type Info } from 'csv-parse/sync';
import type { Cell, CellValue } from 'exceljs';
import { zipRefusal } from './zip-check.js';

/** One row of an uploaded table: its number as a spreadsheet shows it (the first row is 1) and its cells as text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

/** Why an upload is no table: not UTF-8 text, a quote out of place in a CSV, or a workbook that cannot be read. */
export type SheetProblem = 'notText' | 'quoteUnclosed' | 'quoteStray' | 'quoteTrailing' | 'notWorkbook';

/** A file that is no readable table: the problem and the row where it lies. */
export class SheetError extends Error {
  constructor(
    readonly problem: SheetProblem,
    readonly row: number,
  ) {
    super(`${problem} at row ${row}`);
    this.name = 'SheetError';
  }
}

/**
 * An .xlsx workbook is a zip archive, known by its first bytes (a local file record, or the end record of an empty
 * archive); a CSV file, being text, never starts with them. The file's name and declared type are not trusted.
 */
export const isWorkbook = (b: Buffer) =>
  b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && ((b[2] === 3 && b[3] === 4) || (b[2] === 5 && b[3] === 6));

/**
 * Reads an uploaded table: CSV text (RFC 4180: quoted fields with commas, line breaks and doubled quotes; CRLF, LF or
 * CR; a BOM), or the first sheet of an .xlsx workbook, its cells as the seller sees them. Bytes that are neither a
 * workbook nor UTF-8 text are refused, and so is a workbook that would inflate too far (`zipRefusal`). Cells hold no
 * NUL character. Rows with only empty cells are left out; their row numbers still count.
 */
export async function readSheet(data: Buffer | string): Promise<SheetRow[]> {
  if (typeof data === 'string') return readCsv(data);
  if (isWorkbook(data)) return readWorkbook(data);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw new SheetError('notText', 1);
  }
  return readCsv(text);
}

const CSV_PROBLEMS: Partial<Record<string, SheetProblem>> = {
  CSV_QUOTE_NOT_CLOSED: 'quoteUnclosed',
  INVALID_OPENING_QUOTE: 'quoteStray',
  CSV_INVALID_CLOSING_QUOTE: 'quoteTrailing',
};

function readCsv(text: string): SheetRow[] {
  let records: { info: Info; record: string[] }[];
  try {
    // Blank lines are kept as records so that `info.records` counts rows as a spreadsheet does: a quoted line break
    // stays inside its row, an empty line is a row.
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as unknown as { info: Info; record: string[] }[];
  } catch (err) {
    const problem = err instanceof CsvError ? CSV_PROBLEMS[err.code] : undefined;
    if (!problem) throw err;
    // The records before the bad one were read whole: the bad one is the next row.
    throw new SheetError(problem, Number((err as CsvError).records) + 1);
  }
  return records
    .map((r) => ({ row: r.info.records, cells: r.record.map(withoutNul) }))
    .filter((r) => r.cells.some((c) => c !== ''));
}

/**
 * A cell without its NUL characters, in a CSV as in a workbook (where it is written `_x0000_`): a spreadsheet shows
 * NUL as nothing, and no database text may hold it (PostgreSQL refuses it).
 */
const withoutNul = (text: string) => text.replaceAll('\u0000', '');

async function readWorkbook(data: Buffer): Promise<SheetRow[]> {
  // The library inflates the whole archive in memory: what would inflate too far never reaches it.
  if (zipRefusal(data)) throw new SheetError('notWorkbook', 1);
  // Loaded on the first workbook: the library takes a while to load and most uploads are CSV.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  try {
    // The library's typings name its own `Buffer` (an ArrayBuffer); it reads a Node Buffer as it is.
    await book.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new SheetError('notWorkbook', 1);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new SheetError('notWorkbook', 1);
  const rows: SheetRow[] = [];
  let width = 0;
  sheet.eachRow((r, row) => {
    const cells: string[] = [];
    r.eachCell((cell, column) => {
      const text = cellText(cell);
      if (text === '') return;
      cells[column - 1] = text;
      width = Math.max(width, column);
    });
    if (cells.length > 0) rows.push({ row, cells });
  });
  // Every row as wide as the sheet, as a CSV saved from it would have it: cells left empty are empty values.
  return rows.map(({ row, cells }) => ({ row, cells: Array.from({ length: width }, (_, i) => cells[i] ?? '') }));
}

/** A cell as the sheet shows it; the covered cells of a merged range show nothing (their range shows the first). */
function cellText(cell: Cell): string {
  if (cell.isMerged && cell.master.address !== cell.address) return '';
  return withoutNul(valueText(cell.value, cell.numFmt));
}

function valueText(value: CellValue | { text?: unknown }, numFmt: string | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value, numFmt);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dateText(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('error' in value) return value.error;
  if ('formula' in value || 'sharedFormula' in value) return valueText(value.result, numFmt);
  // A link shows its text, which may itself be rich text.
  if ('hyperlink' in value) return valueText(value.text as CellValue, numFmt);
  return '';
}

/** Up to 15 significant digits, as a spreadsheet keeps them: 0.1 + 0.2 is 0.3; never an exponent, never -0. */
const SIGNIFICANT = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 15, useGrouping: false, signDisplay: 'negative' });

/** A number format of zeros: at least so many digits before the point and exactly so many after (`00000`, `#,##0.00`). */
const ZEROS_FORMAT = /^(?:#,##)?(0+)(?:\.(0+))?$/;

/**
 * A number as the cell shows it: formatted by a format of zeros (the digits it asks for, without thousands
 * separators, which no import reads), otherwise in full.
 */
function numberText(n: number, numFmt: string | undefined): string {
  const exact = SIGNIFICANT.format(n);
  const zeros = numFmt ? ZEROS_FORMAT.exec(numFmt) : null;
  if (!zeros) return exact;
  const decimals = Math.min(20, zeros[2]?.length ?? 0);
  // Rounded from the decimal text, half away from zero as the sheet rounds: 1.005 at two decimals is 1.01.
  return new Intl.NumberFormat('en-US', {
    useGrouping: false,
    signDisplay: 'negative',
    minimumIntegerDigits: Math.min(21, zeros[1]!.length),
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(exact as `${number}`);
}

/** A date as YYYY-MM-DD, with its time (UTC, as the sheet holds it) as HH:MM or HH:MM:SS when it has one. */
function dateText(d: Date): string {
  // A sheet stores a date as a fraction of days: its milliseconds are noise.
  const t = Math.round(d.getTime() / 1000) * 1000;
  if (!Number.isFinite(t)) return '';
  const iso = new Date(t).toISOString();
  const [day, time] = [iso.slice(0, 10), iso.slice(11, 19)];
  if (time === '00:00:00') return day;
  return time.endsWith(':00') ? `${day} ${time.slice(0, 5)}` : `${day} ${time}`;
}
