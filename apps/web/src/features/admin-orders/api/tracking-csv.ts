import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrackingImportResult } from '@dropport/contracts';
import { downloadFile } from '@/lib/download-file';
import { postJson } from '@/lib/http';
import { sheetBody, sheetContentType } from '@/lib/sheet-file';
import { afterMove } from './admin-order-keys';

/** The two files the supply side uploads: parcels with their tracking, and tracking checkpoints. */
export type CsvKind = 'tracking' | 'checkpoints';

export const TRACKING_TEMPLATE_URL = '/api/admin/orders/tracking-template.csv';
const TEMPLATES: Record<CsvKind, { url: string; file: string }> = {
  tracking: { url: TRACKING_TEMPLATE_URL, file: 'dropport-tracking-template.csv' },
  checkpoints: { url: '/api/admin/orders/checkpoint-template.csv', file: 'dropport-checkpoints-template.csv' },
};

/** Downloads a CSV template with the session's credential. */
export const downloadTemplate = (kind: CsvKind) => downloadFile(TEMPLATES[kind].url, TEMPLATES[kind].file, { silent: true });
export const downloadTrackingTemplate = () => downloadTemplate('tracking');

/** What an accepted file did: orders shipped, or checkpoints added. */
export type CsvOutcome = { count: number; errors: TrackingImportResult['errors'] };

/** Sends a CSV as text or an .xlsx workbook as bytes; every row is applied, or (400 TRACKING_CSV_INVALID) none is. */
export async function uploadCsv(kind: CsvKind, csv: string | ArrayBuffer): Promise<CsvOutcome> {
  const opts = { headers: { 'Content-Type': sheetContentType(csv) }, silent: true };
  if (kind === 'tracking') {
    const r = await postJson<TrackingImportResult>('/api/admin/orders/tracking', csv, opts);
    return { count: r.shipped, errors: r.errors };
  }
  const r = await postJson<{ added: number }>('/api/admin/orders/checkpoints', csv, opts);
  return { count: r.added, errors: [] };
}
export const uploadTracking = (csv: string) => uploadCsv('tracking', csv);

export function useUploadCsv(kind: CsvKind) {
  const qc = useQueryClient();
  return useMutation({
    // The browser reads the file; the server takes the CSV text or the workbook's bytes (no multipart).
    mutationFn: async (file: File) => uploadCsv(kind, await sheetBody(file)),
    onSuccess: () => afterMove(qc),
  });
}
