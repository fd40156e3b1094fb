import { useMutation } from '@tanstack/react-query';
import { CsvRowError, type ManualOrderImportResult } from '@dropport/contracts';
import { downloadFile } from '@/lib/download-file';
import { isApiError, postJson } from '@/lib/http';
import { sheetContentType } from '@/lib/sheet-file';
import { useRefreshOrders } from './refresh-orders';

export const MANUAL_TEMPLATE_URL = '/api/orders/manual/template.csv';

/** Downloads the manual orders CSV template with the session's credential. */
export const downloadManualTemplate = () =>
  downloadFile(MANUAL_TEMPLATE_URL, 'dropport-manual-orders-template.csv', { silent: true });

/**
 * POST /api/orders/manual/import: the CSV text or the .xlsx workbook's bytes; every order is created, or (400
 * ORDER_CSV_INVALID) none is.
 */
export const importManualOrders = (file: string | ArrayBuffer) =>
  postJson<ManualOrderImportResult>('/api/orders/manual/import', file, {
    headers: { 'Content-Type': sheetContentType(file) },
    silent: true,
  });

export function useImportManualOrders() {
  const refresh = useRefreshOrders();
  return useMutation({ mutationFn: importManualOrders, onSuccess: () => refresh() });
}

/** The rows a refused file had wrong (ORDER_CSV_INVALID), or null for any other failure. */
export function csvRowErrors(error: unknown): CsvRowError[] | null {
  if (!isApiError(error, 'ORDER_CSV_INVALID')) return null;
  const parsed = CsvRowError.array().safeParse(error.data.params.errors);
  return parsed.success ? parsed.data : [];
}
