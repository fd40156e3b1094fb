import { toStatementQuery, type StatementFilters } from '../filters';
import { downloadFile } from '@/lib/download-file';

export const STATEMENT_CSV_URL = '/api/wallet/transactions.csv';

/** The file name of an export: the period it covers, so two exports do not overwrite each other. */
export function statementFileName(f: StatementFilters, today: string = new Date().toISOString().slice(0, 10)): string {
  const period = f.from || f.to ? `${f.from ?? 'start'}_${f.to ?? today}` : today;
  return `dropport-statement-${f.kind ? `${f.kind}-` : ''}${period}.csv`;
}

/** The seller's statement with the filters shown, as CSV (WALLET_CSV_COLUMNS). */
export const exportStatement = (f: StatementFilters) =>
  downloadFile(STATEMENT_CSV_URL, statementFileName(f), { params: { ...toStatementQuery(f) }, silent: true });
