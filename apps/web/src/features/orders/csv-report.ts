import type { CsvRowError } from '@dropport/contracts';
import { toCsv } from '@/lib/csv';

/** The rows of a refused file as a CSV the seller can keep beside the spreadsheet: row, code, message. */
export const errorReport = (errors: readonly CsvRowError[]) =>
  toCsv([['row', 'code', 'message'], ...errors.map((e) => [e.row, e.code, e.message])]);
